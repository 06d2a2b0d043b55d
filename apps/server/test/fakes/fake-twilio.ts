import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeTwilioMessage = { to: string; from: string; body: string };

export type FakeTwilio = {
  baseUrl: string;
  accountSid: string;
  authToken: string;
  /** Messages Twilio accepted, in order. */
  messages: FakeTwilioMessage[];
  /** Makes every following send answer this status (e.g. 500) until cleared with null. */
  failWith(status: number | null): void;
  close(): Promise<void>;
};

/**
 * Twilio's Messages resource, as much of it as Openhouse uses: checks the account's basic
 * auth and the form fields, records accepted messages and answers like Twilio (201 + JSON).
 */
export async function startFakeTwilio(options: { accountSid?: string; authToken?: string } = {}): Promise<FakeTwilio> {
  const accountSid = options.accountSid ?? 'AC00000000000000000000000000000001';
  const authToken = options.authToken ?? 'fake-auth-token';
  const messages: FakeTwilioMessage[] = [];
  let failure: number | null = null;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const json = (status: number, body: object) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const path = (req.url ?? '').split('?')[0];
      if (req.method !== 'POST' || path !== `/2010-04-01/Accounts/${accountSid}/Messages.json`) {
        return json(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
      }
      const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
      if (req.headers.authorization !== expected) return json(401, { code: 20003, message: 'Authenticate', status: 401 });
      if (failure) return json(failure, { code: 30001, message: 'Queue overflow', status: failure });
      if (!String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded')) {
        return json(400, { code: 21000, message: 'Form body expected', status: 400 });
      }
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const [to, from, body] = [form.get('To'), form.get('From'), form.get('Body')];
      if (!to) return json(400, { code: 21604, message: "A 'To' phone number is required.", status: 400 });
      if (!from) return json(400, { code: 21603, message: "A 'From' phone number is required.", status: 400 });
      if (!body) return json(400, { code: 21602, message: 'Message body is required.', status: 400 });
      messages.push({ to, from, body });
      json(201, { sid: `SM${String(messages.length).padStart(32, '0')}`, to, from, body, status: 'queued' });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    accountSid,
    authToken,
    messages,
    failWith(status) {
      failure = status;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
