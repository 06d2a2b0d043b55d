import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, type TestApp } from './app';

export type Received = { from: string; to: string[]; raw: string };

/**
 * A real SMTP peer on a free port: collects what it is given, or refuses recipients while `rejecting` is set, or
 * with the reply code `refusing` gives an address (a 4xx is a refusal for now, a 5xx for good).
 */
export async function startSmtpPeer() {
  const received: Received[] = [];
  let rejecting = false;
  let refusing: (address: string) => number | undefined = () => undefined;
  const listeners: ((count: number) => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (rejecting) {
        const error = new Error(`Mailbox ${address.address} unavailable`) as Error & { responseCode: number };
        error.responseCode = 550;
        return callback(error);
      }
      const code = refusing(address.address);
      if (code) return callback(Object.assign(new Error(`Mailbox ${address.address} refused (${code})`), { responseCode: code }));
      return callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        for (const listener of listeners) listener(received.length);
        callback();
      });
    },
  });
  // A client killed mid-transaction (the campaign crash test) resets its connections: that is no failure of the peer.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    reject(value: boolean) {
      rejecting = value;
    },
    refuse(rule: (address: string) => number | undefined) {
      refusing = rule;
    },
    /** Called with the number of mails received so far, as each one arrives (before the peer answers it). */
    onReceived(listener: (count: number) => void) {
      listeners.push(listener);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpPeer = Awaited<ReturnType<typeof startSmtpPeer>>;

/** Undoes quoted-printable soft breaks and escapes, so that links in either encoding can be read. */
export function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The named attachment of a received message, decoded from its transfer encoding. */
export function attachment(mail: Received, filename: string): string {
  const parts = mail.raw.split(/\r?\n--[^\r\n]+\r?\n/);
  const part = parts.find((candidate) => candidate.includes(`filename=${filename}`) || candidate.includes(`filename="${filename}"`));
  expect(part, `attachment ${filename}`).toBeDefined();
  const [head, ...body] = part!.split(/\r?\n\r?\n/);
  const content = body.join('\r\n\r\n');
  if (/Content-Transfer-Encoding: base64/i.test(head!)) return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(head!)) return decodeQuotedPrintable(content);
  return content;
}

/**
 * A test file's app whose mail goes to a real SMTP peer and whose refused mail is tried again within a
 * second or two (the background worker polls twice a second). Read `smtp` and `t` inside tests.
 */
export function useRetryingMailApp(): { smtp: SmtpPeer; t: TestApp } {
  const world = {} as { smtp: SmtpPeer; t: TestApp };
  beforeAll(async () => {
    world.smtp = await startSmtpPeer();
    world.t = await createTestApp({ SMTP_URL: world.smtp.url, MAIL_RETRY_SECONDS: '1', JOBS_POLL_SECONDS: '0.5' });
  });
  afterAll(async () => {
    await world.t?.close();
    await world.smtp?.close();
  });
  return world;
}
