import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { decodeQuotedPrintable, startSmtpPeer, useRetryingMailApp } from '../../../test/helpers/smtp-peer';
import { OUTBOX_ATTACHMENT_LIMIT_BYTES } from './mailer';
import { outboxMessages } from './outbox.schema';

let seq = 0;
function registration(overrides: Record<string, unknown> = {}) {
  seq += 1;
  return {
    name: 'Jane Realtor',
    user_name: `janer${seq}`,
    email: `jane${seq}-${Math.random().toString(36).slice(2, 7)}@example.com`,
    password: 'Zq7#mP2x',
    password_confirmation: 'Zq7#mP2x',
    phone: '(415) 555-2671',
    enabled: 0,
    terms: true,
    ...overrides,
  };
}

async function outboxFor(t: TestApp, recipient: string) {
  return t.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient));
}

describe('mail over SMTP (SMTP_URL set)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await createTestApp({ SMTP_URL: smtp.url });
  });
  afterEach(() => {
    smtp.reject(false);
    smtp.received.length = 0;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('delivers the verification e-mail of a new account to the SMTP peer and marks the outbox row sent', async () => {
    const payload = registration({ user_name: 'janer' });
    const response = await t.call({ method: 'POST', url: '/api/v1/register', payload });
    expect(response.statusCode, response.body).toBe(200);
    const userId = response.json().data.id as number;

    await t.app.platform.mailer.idle();

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.to).toEqual([payload.email]);
    expect(mail!.from).toBe('no-reply@openhouse.local');
    expect(mail!.raw).toMatch(new RegExp(`^To: ${payload.email.replace(/[.+]/g, '\\$&')}`, 'mi'));
    expect(mail!.raw).toMatch(/^Subject: Verify your Openhouse account/m);
    const body = decodeQuotedPrintable(mail!.raw);
    expect(body).toMatch(new RegExp(`http://openhouse\\.test/auth/confirm\\?userId=${userId}&code=\\d{6}`));

    const rows = await outboxFor(t, payload.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ channel: 'email', status: 'sent', error: null, attempts: 1, subject: 'Verify your Openhouse account' });
    expect(rows[0]!.sent_at).toBeInstanceOf(Date);
  });

  it('records a refused delivery as failed with the reason, while the API still answers 200', async () => {
    smtp.reject(true);
    const payload = registration();
    const response = await t.call({ method: 'POST', url: '/api/v1/register', payload });
    expect(response.statusCode, response.body).toBe(200);

    await t.app.platform.mailer.idle();

    expect(smtp.received).toHaveLength(0);
    const rows = await outboxFor(t, payload.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('failed');
    expect(rows[0]!.error).toMatch(/550|unavailable/);
    expect(rows[0]!.sent_at).toBeNull();
  });

  it('does not open the dev mailbox', async () => {
    const response = await t.call({ method: 'GET', url: '/dev/mailbox' });
    expect(response.statusCode).toBe(404);
  });
});

describe('mail without SMTP (the outbox only)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('keeps the verification e-mail in the outbox with status logged', async () => {
    const payload = registration();
    const response = await t.call({ method: 'POST', url: '/api/v1/register', payload });
    expect(response.statusCode, response.body).toBe(200);

    await t.app.platform.mailer.idle();

    const rows = await outboxFor(t, payload.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ channel: 'email', status: 'logged', error: null, sent_at: null });
    expect(rows[0]!.body_text).toMatch(/http:\/\/openhouse\.test\/auth\/confirm\?userId=\d+&code=\d{6}/);
    expect(rows[0]!.body_html).toContain('Verify my e-mail');
  });

  it('keeps a small attachment with the message, and leaves out a set larger than the cap', async () => {
    const calendar = { filename: 'invite.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' };
    const huge = { filename: 'huge.txt', contentType: 'text/plain', content: 'x'.repeat(OUTBOX_ATTACHMENT_LIMIT_BYTES + 1) };
    await t.app.platform.mailer.send({ to: 'small@example.com', subject: 'Small', text: 'Hi', attachments: [calendar] });
    await t.app.platform.mailer.send({ to: 'large@example.com', subject: 'Large', text: 'Hi', attachments: [calendar, huge] });
    await t.app.platform.mailer.idle();
    expect((await outboxFor(t, 'small@example.com'))[0]!.attachments).toEqual([calendar]);
    expect((await outboxFor(t, 'large@example.com'))[0]!.attachments).toBeNull();
  });
});

describe('a refused e-mail', () => {
  const world = useRetryingMailApp();

  it('is tried again by a background job and sent once the server takes it', async () => {
    const { smtp, t } = world;
    smtp.reject(true);
    const payload = registration();
    expect((await t.call({ method: 'POST', url: '/api/v1/register', payload })).statusCode).toBe(200);
    await t.app.platform.mailer.idle();
    expect((await outboxFor(t, payload.email))[0]).toMatchObject({ status: 'failed', attempts: 1 });

    smtp.reject(false);
    const deadline = Date.now() + 20_000;
    while ((await outboxFor(t, payload.email))[0]!.status !== 'sent' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await outboxFor(t, payload.email))[0]).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.received.map((mail) => mail.to)).toEqual([[payload.email]]);
  });
});
