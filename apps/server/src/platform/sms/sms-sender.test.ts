import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTwilio, type FakeTwilio } from '../../../test/fakes/fake-twilio';
import { freshDatabase } from '../../../test/helpers/database';
import type { Database } from '../db/client';
import { outboxMessages } from '../mail/outbox.schema';
import { createSmsSender, type TwilioOptions } from './sms';

/** A silent logger of the type the platform passes around. */
const log = Fastify({ logger: false }).log;

let fresh: Awaited<ReturnType<typeof freshDatabase>>;
let database: Database;
let twilio: FakeTwilio;
let twilioOptions: TwilioOptions;

beforeAll(async () => {
  fresh = await freshDatabase();
  database = fresh.database;
  twilio = await startFakeTwilio();
  twilioOptions = { accountSid: twilio.accountSid, authToken: twilio.authToken, from: '+15005550006', baseUrl: twilio.baseUrl };
});
afterEach(() => {
  twilio.failWith(null);
  twilio.messages.length = 0;
});
afterAll(async () => {
  await twilio?.close();
  await fresh?.drop();
});

async function rowsFor(recipient: string) {
  return database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient));
}

describe('createSmsSender', () => {
  it('sends through Twilio and records the text as sent', async () => {
    const sms = createSmsSender({ db: database.db, log, twilio: twilioOptions });
    await sms.send('+14155550101', 'Your Openhouse code is 123456.');

    expect(twilio.messages).toEqual([{ to: '+14155550101', from: '+15005550006', body: 'Your Openhouse code is 123456.' }]);
    const rows = await rowsFor('+14155550101');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ channel: 'sms', status: 'sent', error: null, attempts: 1, subject: null, body_text: 'Your Openhouse code is 123456.' });
    expect(rows[0]!.sent_at).toBeInstanceOf(Date);
  });

  it('keeps the text in the outbox as logged when Twilio is not configured', async () => {
    const sms = createSmsSender({ db: database.db, log });
    await sms.send('+14155550102', 'Hello from the outbox');

    expect(twilio.messages).toEqual([]);
    const rows = await rowsFor('+14155550102');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ channel: 'sms', status: 'logged', error: null, sent_at: null, body_text: 'Hello from the outbox' });
  });

  it('records a Twilio failure as failed with the reason, without throwing', async () => {
    twilio.failWith(503);
    const sms = createSmsSender({ db: database.db, log, twilio: twilioOptions });
    await expect(sms.send('+14155550103', 'Will not arrive')).resolves.toBeUndefined();

    expect(twilio.messages).toEqual([]);
    const rows = await rowsFor('+14155550103');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('failed');
    expect(rows[0]!.error).toMatch(/Twilio answered 503/);
    expect(rows[0]!.sent_at).toBeNull();
  });

  it('records wrong credentials as failed', async () => {
    const sms = createSmsSender({ db: database.db, log, twilio: { ...twilioOptions, authToken: 'wrong' } });
    await sms.send('+14155550104', 'Wrong key');

    const rows = await rowsFor('+14155550104');
    expect(rows[0]!.status).toBe('failed');
    expect(rows[0]!.error).toMatch(/Twilio answered 401/);
  });
});
