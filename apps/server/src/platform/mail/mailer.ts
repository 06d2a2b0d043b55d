import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Db } from '../db/client';
import type { Jobs } from '../jobs/jobs';
import { findOutbox, insertOutboxes, markOutbox, markOutboxes } from './outbox.repository';
import type { MailAttachment } from './outbox.schema';
import { onFirstUse } from '../lazy-module';
import { withoutDelay } from './smtp-socket';

// Loaded with the first SMTP transport: without SMTP_URL mail goes to the outbox and the dev mailbox only.
const nodemailer = onFirstUse<typeof import('nodemailer')>('nodemailer');

export type { MailAttachment };
export type MailMessage = { to: string; subject: string; text: string; html?: string; attachments?: MailAttachment[] };

/** A bulk message (a campaign's): its own sender, headers and Message-ID. */
export type BulkMessage = MailMessage & {
  from: { name: string; address: string };
  headers: Record<string, string>;
  messageId: string;
  /** How its text parts are encoded, when the sender has decided it once for many mails (else nodemailer scans each). */
  textEncoding?: 'quoted-printable' | 'base64';
  /** The random part of its multipart boundaries, when the sender has drawn it once for many mails. */
  baseBoundary?: string;
  /**
   * The whole mail as it goes on the wire, when the sender has written it (a campaign's, from a template made
   * once per campaign): SMTP sends it as it is, and the fields above serve the outbox and the log. Its
   * Message-ID goes along so that nodemailer does not draw a random one for a header it would not write.
   */
  raw?: string;
};

/** What became of a bulk message: the SMTP server took it or refused it, or it was kept in the outbox (no SMTP configured). */
export type BulkResult = { outcome: 'sent' | 'kept' } | { outcome: 'refused'; error: Error & { responseCode?: number } };

export type Mailer = {
  /** Records the message and starts delivery; resolves once it is recorded, not once delivered. */
  send(message: MailMessage): Promise<void>;
  /** send() for many messages (an import's invitations): recorded in one statement, each still delivered on its own. */
  sendMany(messages: readonly MailMessage[]): Promise<void>;
  /**
   * Delivers bulk messages now, over a few pooled connections, and resolves with each one's result once the SMTP
   * server has answered for all. They are not copied into the outbox and refusals are not retried here: the
   * caller records each outcome. Without SMTP they are kept in the outbox in one statement (the dev mailbox).
   */
  sendBulk(messages: readonly BulkMessage[]): Promise<BulkResult[]>;
  /** Starts this instance's worker for refused messages (their new attempts). */
  startRedelivery(): Promise<void>;
  /** Resolves when every delivery started so far has finished (tests, shutdown). */
  idle(): Promise<void>;
  close(): void;
};

/**
 * E-mail through SMTP when SMTP_URL is set; otherwise the outbox keeps it and the log prints it,
 * and the dev mailbox shows it. Every message is in the outbox either way, with its delivery status.
 */
export type MailerOptions = {
  db: Db;
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
  /** Where a refused delivery is tried again, with backoff, until the server takes it (or the retries run out). */
  jobs?: Jobs;
  /** Seconds before the first new attempt; each next one waits twice as long. */
  retrySeconds?: number;
};

/** The queue of deliveries to try again; its jobs carry only the outbox row's id. */
export const REDELIVERY_QUEUE = 'mail.redeliver';

/**
 * The most attachment text the outbox keeps per message. Openhouse attaches only calendar files, a few
 * kilobytes each; a larger set is sent on the first attempt but not kept (the log says so), so the outbox
 * never grows by whole documents.
 */
export const OUTBOX_ATTACHMENT_LIMIT_BYTES = 256 * 1024;

function attachmentsToKeep(attachments: MailAttachment[] | undefined, log: FastifyBaseLogger): MailAttachment[] | null {
  if (!attachments?.length) return null;
  const bytes = attachments.reduce((sum, file) => sum + Buffer.byteLength(file.content, 'utf8'), 0);
  if (bytes <= OUTBOX_ATTACHMENT_LIMIT_BYTES) return attachments;
  log.warn({ bytes, files: attachments.map((file) => file.filename) }, 'mail attachments too large to keep; a new attempt will go without them');
  return null;
}

/** SMTP_URL with a pool of five connections; nodemailer reads its options from the query. */
function pooledUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  url.searchParams.set('pool', 'true');
  url.searchParams.set('maxConnections', '5');
  url.searchParams.set('maxMessages', 'Infinity');
  url.searchParams.set('socketTimeout', '30000');
  return url.toString();
}

export function createMailer(options: MailerOptions): Mailer {
  const transport: Transporter | null = options.smtpUrl ? withoutDelay(nodemailer().createTransport(options.smtpUrl)) : null;
  const pending = new Set<Promise<void>>();
  // Bulk mail reuses a few open connections instead of one per message.
  let pooled: Transporter | null = null;
  const bulkTransport = () => (pooled ??= options.smtpUrl ? withoutDelay(nodemailer().createTransport(pooledUrl(options.smtpUrl))) : null);

  async function sendBulk(messages: readonly BulkMessage[]): Promise<BulkResult[]> {
    if (messages.length === 0) return [];
    const smtp = bulkTransport();
    if (!smtp) {
      const rows = await insertOutboxes(
        options.db,
        messages.map((message) => ({ channel: 'email' as const, recipient: message.to, subject: message.subject, body_text: message.text, body_html: message.html ?? null, attachments: null })),
      );
      await keep(rows.map((row, index) => ({ id: row.id, message: messages[index]! })));
      return messages.map(() => ({ outcome: 'kept' as const }));
    }
    // Not copied into the outbox: the caller records each outcome (a campaign's recipient rows), and a copy of
    // every mail of a 100,000-recipient campaign would be a gigabyte of table for nothing.
    return Promise.all(
      messages.map((message) => smtp.sendMail(message.raw === undefined ? message : { envelope: { from: message.from.address, to: [message.to] }, raw: message.raw, messageId: message.messageId }).then(
        () => ({ outcome: 'sent' as const }),
        (error: unknown) => ({ outcome: 'refused' as const, error: error instanceof Error ? error : new Error(String(error)) }),
      )),
    );
  }


  async function deliver(smtp: Transporter, id: number, message: MailMessage): Promise<void> {
    try {
      await smtp.sendMail({ from: options.from, ...message });
      await markOutbox(options.db, id, 'sent');
    } catch (error) {
      options.log.error({ err: error, outboxId: id }, 'mail delivery failed; it will be tried again');
      await markOutbox(options.db, id, 'failed', error instanceof Error ? error.message : String(error));
      const retry = options.retrySeconds ?? 30;
      await options.jobs?.send(REDELIVERY_QUEUE, { outboxId: id }, { startAfter: retry, retryLimit: 8, retryDelay: retry, retryBackoff: true });
    }
  }

  /** Messages kept in the outbox for want of SMTP: logged, and marked so in one statement however many. */
  async function keep(recorded: readonly { id: number; message: MailMessage }[]): Promise<void> {
    for (const { id, message } of recorded) options.log.info({ outboxId: id, to: message.to, subject: message.subject, text: message.text }, 'mail kept in the outbox (no SMTP configured)');
    await markOutboxes(options.db, recorded.map(({ id }) => id), 'logged');
  }

  function track(delivery: Promise<void>): void {
    const tracked = delivery.catch((error) => options.log.error({ err: error }, 'outbox update failed'));
    pending.add(tracked);
    void tracked.finally(() => pending.delete(tracked));
  }

  async function sendMany(messages: readonly MailMessage[]): Promise<void> {
    if (messages.length === 0) return;
    const rows = await insertOutboxes(
      options.db,
      messages.map((message) => ({
        channel: 'email' as const,
        recipient: message.to,
        subject: message.subject,
        body_text: message.text,
        body_html: message.html ?? null,
        attachments: attachmentsToKeep(message.attachments, options.log),
      })),
    );
    const recorded = rows.map((row, index) => ({ id: row.id, message: messages[index]! }));
    if (!transport) track(keep(recorded));
    else for (const { id, message } of recorded) track(deliver(transport, id, message));
  }

  /** A new attempt at a refused message: a throw fails the job, and pg-boss waits longer before the next. */
  async function redeliver({ outboxId }: { outboxId: number }): Promise<void> {
    const row = await findOutbox(options.db, outboxId);
    if (!row || row.status === 'sent' || !transport) return;
    try {
      await transport.sendMail({
        from: options.from,
        to: row.recipient,
        subject: row.subject ?? '',
        text: row.body_text,
        ...(row.body_html ? { html: row.body_html } : {}),
        ...(row.attachments?.length ? { attachments: row.attachments } : {}),
      });
    } catch (error) {
      await markOutbox(options.db, outboxId, 'failed', error instanceof Error ? error.message : String(error));
      throw error;
    }
    await markOutbox(options.db, outboxId, 'sent');
  }

  return {
    async startRedelivery() {
      await options.jobs?.work(REDELIVERY_QUEUE, redeliver);
    },
    send: (message) => sendMany([message]),
    sendBulk,
    sendMany,
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    close() {
      transport?.close();
      pooled?.close();
    },
  };
}
