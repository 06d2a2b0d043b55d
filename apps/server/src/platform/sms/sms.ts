import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { insertOutbox, markOutbox } from '../mail/outbox.repository';

export type SmsSender = {
  /** Records the text and delivers it; resolves once delivery has been tried. */
  send(to: string, body: string): Promise<void>;
};

export type TwilioOptions = { accountSid: string; authToken: string; from: string; baseUrl: string };

/** Posts one message to Twilio's Messages resource. */
export async function sendViaTwilio(options: TwilioOptions, to: string, body: string): Promise<void> {
  const url = `${options.baseUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ To: to, From: options.from, Body: body }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) {
    const detail = await response.text().catch(() => '');
    throw new Error(`Twilio answered ${response.status}: ${detail.slice(0, 200)}`);
  }
}

/** SMS through Twilio when its credentials are set; otherwise kept in the outbox and printed to the log. */
export function createSmsSender(options: { db: Db; twilio?: TwilioOptions; log: FastifyBaseLogger }): SmsSender {
  return {
    async send(to, body) {
      const row = await insertOutbox(options.db, { channel: 'sms', recipient: to, body_text: body });
      if (!options.twilio) {
        options.log.info({ outboxId: row.id, to, body }, 'sms kept in the outbox (no Twilio configured)');
        await markOutbox(options.db, row.id, 'logged');
        return;
      }
      try {
        await sendViaTwilio(options.twilio, to, body);
        await markOutbox(options.db, row.id, 'sent');
      } catch (error) {
        options.log.error({ err: error, outboxId: row.id }, 'sms delivery failed');
        await markOutbox(options.db, row.id, 'failed', error instanceof Error ? error.message : String(error));
      }
    },
  };
}
