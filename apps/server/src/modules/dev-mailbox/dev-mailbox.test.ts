import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';

describe('the dev mailbox (no SMTP configured)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('says so while the outbox is empty', async () => {
    const response = await t.call({ method: 'GET', url: '/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('No messages yet.');
  });

  it('lists outbox e-mail and SMS, newest first, with clickable links', async () => {
    await t.app.platform.mailer.send({
      to: 'jane@example.com',
      subject: 'Verify your Openhouse account',
      text: 'Open this link:\nhttp://openhouse.test/auth/confirm?userId=5&code=123456\n\nThanks',
    });
    await t.app.platform.sms.send('+14155552671', 'Your Openhouse code is 654321');
    await t.app.platform.mailer.idle();

    const response = await t.call({ method: 'GET', url: '/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['content-type'])).toMatch(/^text\/html/);
    const html = response.body;
    expect(html).toContain('jane@example.com');
    expect(html).toContain('<h2>Verify your Openhouse account</h2>');
    // The link's & is escaped in both places, which a browser reads back as &.
    expect(html).toContain(
      '<a href="http://openhouse.test/auth/confirm?userId=5&amp;code=123456">http://openhouse.test/auth/confirm?userId=5&amp;code=123456</a>',
    );
    expect(html).toContain('Your Openhouse code is 654321');
    expect(html.indexOf('654321')).toBeLessThan(html.indexOf('jane@example.com'));
  });

  it('escapes HTML in subjects, recipients and bodies', async () => {
    await t.app.platform.mailer.send({
      to: '"<img src=x onerror=alert(1)>"@example.com',
      subject: '<b>Bold</b> offer',
      text: 'Hello <script>alert("pwned")</script> & goodbye. See https://openhouse.test/x"onmouseover="alert(1)',
    });
    await t.app.platform.mailer.idle();

    const html = (await t.call({ method: 'GET', url: '/dev/mailbox' })).body;
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>Bold</b>');
    expect(html).toContain('&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt; &amp; goodbye.');
    expect(html).toContain('&lt;b&gt;Bold&lt;/b&gt; offer');
    expect(html).toContain('&quot;&lt;img src=x onerror=alert(1)&gt;&quot;@example.com');
    // A quote inside a URL cannot break out of the href attribute.
    expect(html).not.toMatch(/href="[^"]*"onmouseover=/);
  });

  it('answers the same messages as JSON', async () => {
    const response = await t.call({ method: 'GET', url: '/api/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as { data: { channel: string; recipient: string; status: string; body_text: string }[] };
    expect(data.length).toBe(3);
    expect(data.map((item) => item.channel).sort()).toEqual(['email', 'email', 'sms']);
    expect(data.every((item) => item.status === 'logged')).toBe(true);
  });
});

describe('the dev mailbox seen from another machine', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('is refused to a client that is not on this computer, page and JSON alike', async () => {
    for (const url of ['/dev/mailbox', '/api/dev/mailbox']) {
      const response = await t.call({ method: 'GET', url, remoteAddress: '203.0.113.7' });
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toMatchObject({ code: 'forbidden', message: expect.stringContaining('DEV_MAILBOX=public') });
    }
  });

  it('answers loopback clients, IPv4, IPv6 and IPv4-mapped', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await t.call({ method: 'GET', url: '/api/dev/mailbox', remoteAddress })).statusCode, remoteAddress).toBe(200);
    }
  });

  it('is refused when a proxy on this computer forwards someone else', async () => {
    for (const headers of [
      { 'x-forwarded-for': '203.0.113.7' },
      { 'x-forwarded-for': '127.0.0.1, 203.0.113.7' },
      { 'x-real-ip': '203.0.113.7' },
      { forwarded: 'for="[2001:db8::1]";proto=https' },
    ]) {
      const response = await t.call({ method: 'GET', url: '/api/dev/mailbox', remoteAddress: '127.0.0.1', headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
    }
  });

  it('cannot be reached by a remote client naming loopback itself, even with TRUST_PROXY', async () => {
    const trusting = await createTestApp({ TRUST_PROXY: 'true' }, { database: t.database });
    try {
      const response = await trusting.call({ method: 'GET', url: '/api/dev/mailbox', remoteAddress: '203.0.113.7', headers: { 'x-forwarded-for': '127.0.0.1' } });
      expect(response.statusCode).toBe(403);
    } finally {
      await trusting.app.close();
    }
  });

  it('answers everyone with DEV_MAILBOX=public', async () => {
    const open = await createTestApp({ DEV_MAILBOX: 'public' }, { database: t.database });
    try {
      expect((await open.call({ method: 'GET', url: '/api/dev/mailbox', remoteAddress: '203.0.113.7' })).statusCode).toBe(200);
    } finally {
      await open.app.close();
    }
  });
});

describe('the dev mailbox with SMTP configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens there: mail is never sent in this test, the mailbox must simply not exist.
    t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
  });
  afterAll(async () => t?.close());

  it('is absent (404), page and JSON alike', async () => {
    for (const url of ['/dev/mailbox', '/api/dev/mailbox']) {
      const response = await t.call({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.', code: 'not_found' });
    }
  });

  it('can be opened explicitly with DEV_MAILBOX', async () => {
    const opened = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9', DEV_MAILBOX: 'true' }, { database: t.database });
    try {
      expect((await opened.call({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(200);
    } finally {
      await opened.app.close();
    }
  });
});
