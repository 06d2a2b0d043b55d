import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTwilio, type FakeTwilio } from '../../../test/fakes/fake-twilio';
import { sendViaTwilio, type TwilioOptions } from './sms';

describe('sendViaTwilio', () => {
  let twilio: FakeTwilio;
  let options: TwilioOptions;

  beforeAll(async () => {
    twilio = await startFakeTwilio();
    // A trailing slash on the base URL must not matter.
    options = { accountSid: twilio.accountSid, authToken: twilio.authToken, from: '+15005550006', baseUrl: `${twilio.baseUrl}/` };
  });
  afterEach(() => {
    twilio.failWith(null);
    twilio.messages.length = 0;
  });
  afterAll(async () => {
    await twilio.close();
  });

  it('posts To, From and Body with the account credentials', async () => {
    await sendViaTwilio(options, '+14155550123', 'Your Openhouse code is 123456 & valid for 10 minutes.');
    expect(twilio.messages).toEqual([{ to: '+14155550123', from: '+15005550006', body: 'Your Openhouse code is 123456 & valid for 10 minutes.' }]);
  });

  it('throws with the status when the credentials are wrong, sending nothing', async () => {
    await expect(sendViaTwilio({ ...options, authToken: 'wrong' }, '+14155550123', 'hi')).rejects.toThrow(/Twilio answered 401/);
    await expect(sendViaTwilio({ ...options, accountSid: 'ACother' }, '+14155550123', 'hi')).rejects.toThrow(/Twilio answered 404/);
    expect(twilio.messages).toEqual([]);
  });

  it('throws when Twilio answers an error status', async () => {
    twilio.failWith(503);
    await expect(sendViaTwilio(options, '+14155550123', 'hi')).rejects.toThrow(/Twilio answered 503: .*Queue overflow/);
    expect(twilio.messages).toEqual([]);
  });

  it('throws on a bad request, such as an empty body', async () => {
    await expect(sendViaTwilio(options, '+14155550123', '')).rejects.toThrow(/Twilio answered 400/);
  });
});
