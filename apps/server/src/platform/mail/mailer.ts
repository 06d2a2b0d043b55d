import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client';
import { insertOutbox, markOutbox } from './outbox.repository';

export type MailMessage = { to: string; subject: string; text: string; html?: string };

export type Mailer = {
  /** Records the message and starts delivery; resolves once it is recorded, not once delivered. */
  send(message: MailMessage): Promise<void>;
  /** Resolves when every delivery started so far has finished (tests, shutdown). */
  idle(): Promise<void>;
  close(): void;
};

/**
 * E-mail through SMTP when SMTP_URL is set; otherwise the outbox keeps it and the log prints it,
 * and the dev mailbox shows it. Every message is in the outbox either way, with its delivery status.
 */
export function createMailer(options: { db: Db; smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const pending = new Set<Promise<void>>();

  async function deliver(id: number, message: MailMessage): Promise<void> {
    if (!transport) {
      options.log.info({ outboxId: id, to: message.to, subject: message.subject, text: message.text }, 'mail kept in the outbox (no SMTP configured)');
      await markOutbox(options.db, id, 'logged');
      return;
    }
    try {
      await transport.sendMail({ from: options.from, ...message });
      await markOutbox(options.db, id, 'sent');
    } catch (error) {
      options.log.error({ err: error, outboxId: id }, 'mail delivery failed');
      await markOutbox(options.db, id, 'failed', error instanceof Error ? error.message : String(error));
    }
  }

  return {
    async send(message) {
      const row = await insertOutbox(options.db, {
        channel: 'email',
        recipient: message.to,
        subject: message.subject,
        body_text: message.text,
        body_html: message.html ?? null,
      });
      const delivery = deliver(row.id, message).catch((error) => options.log.error({ err: error }, 'outbox update failed'));
      pending.add(delivery);
      void delivery.finally(() => pending.delete(delivery));
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    close() {
      transport?.close();
    },
  };
}
