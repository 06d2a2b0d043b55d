import type { AddressInfo } from 'node:net';
import nodemailer from 'nodemailer';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { connectWithoutDelay, withoutDelay } from './smtp-socket';

type Received = { to: string; secure: boolean; body: string };
const servers: SMTPServer[] = [];

/** A real SMTP peer (smtp-server, with its own test certificate for TLS) that keeps what it takes. */
async function peer(options: Partial<SMTPServerOptions>): Promise<{ port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    logger: false,
    ...options,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((address) => address.address).join(','), secure: session.secure, body: Buffer.concat(chunks).toString() });
        callback();
      });
    },
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.server.address() as AddressInfo).port, received };
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
});

const mail = (to: string) => ({ from: 'realtor@example.com', to, subject: 'Open house on Saturday', text: 'See you there.' });

describe('SMTP connections without delay', () => {
  it('sends through a pool over plain SMTP, each message once', async () => {
    const { port, received } = await peer({ disabledCommands: ['STARTTLS'] });
    const transport = withoutDelay(nodemailer.createTransport(`smtp://127.0.0.1:${port}?pool=true&maxConnections=2`));
    await Promise.all(['a', 'b', 'c', 'd', 'e'].map((name) => transport.sendMail(mail(`${name}@example.com`))));
    transport.close();
    expect(received.map((item) => item.to).sort()).toEqual(['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com', 'e@example.com']);
    expect(received.every((item) => item.body.includes('See you there.'))).toBe(true);
  });

  it('still upgrades with STARTTLS when the server offers it', async () => {
    const { port, received } = await peer({});
    const transport = withoutDelay(nodemailer.createTransport(`smtp://127.0.0.1:${port}?tls.rejectUnauthorized=false`));
    await transport.sendMail(mail('starttls@example.com'));
    transport.close();
    expect(received).toMatchObject([{ to: 'starttls@example.com', secure: true }]);
  });

  it('still speaks TLS from the start for smtps://', async () => {
    const { port, received } = await peer({ secure: true });
    const transport = withoutDelay(nodemailer.createTransport(`smtps://127.0.0.1:${port}?pool=true&tls.rejectUnauthorized=false`));
    await transport.sendMail(mail('tls@example.com'));
    transport.close();
    expect(received).toMatchObject([{ to: 'tls@example.com', secure: true }]);
  });

  it('fails a connection that is refused, with the system’s error', async () => {
    const { port } = await peer({});
    servers[0]!.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const refused = await new Promise<Error | null>((resolve) => connectWithoutDelay({ host: '127.0.0.1', port }, (error) => resolve(error)));
    expect(refused).toMatchObject({ code: 'ECONNREFUSED' });
  });
});
