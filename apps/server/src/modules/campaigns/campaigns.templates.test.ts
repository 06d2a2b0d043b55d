import { campaignMessages as m } from '@openhouse/shared/campaigns/messages';
import type { EmailTemplate, TemplateImage, VerifiedSender } from '@openhouse/shared/campaigns/campaign-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, lastOutbox, linkIn, multipart, pngImage } from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { campaignClient } from '../../../test/helpers/campaigns';
import type { Someone } from '../../../test/helpers/projects';

let t: TestApp;
let realtor: Someone, otherRealtor: Someone, buyer: Someone;
beforeAll(async () => {
  t = await createTestApp();
  realtor = await t.user({ roles: ['Realtor'], name: 'Rita Realtor' });
  otherRealtor = await t.user({ roles: ['Realtor'] });
  buyer = await t.user({ roles: ['Buyer'] });
});
afterAll(async () => t?.close());

/** Each outsider is refused (401 anonymous; a buyer and another realtor do not learn the record exists) and nothing they sent is kept. */
async function refusedToOutsiders(method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: object) {
  expect((await campaignClient(t, undefined).call(method, url, payload)).statusCode).toBe(401);
  expect((await campaignClient(t, buyer.token).call(method, url, payload)).statusCode).toBe(404);
  expect((await campaignClient(t, otherRealtor.token).call(method, url, payload)).statusCode).toBe(404);
}

describe('templates', () => {
  it('are stored sanitised: no script, event handler, javascript: or data: URL survives', async () => {
    const me = campaignClient(t, realtor.token);
    const body =
      '<p onclick="steal()" style="color:#111;background:url(javascript:alert(1))">Hi {{first_name}}</p><script>alert(1)</script>' +
      '<a href="javascript:alert(1)">bad</a><a href="https://ok.example.com/x?a=1&amp;b=2">good</a><img src="data:image/png;base64,AAAA"><img src="https://img.example.com/a.png" onerror="x()">' +
      '<iframe src="https://evil.example.com"></iframe><style>body{}</style><form action="https://evil.example.com"><input></form>';
    const saved = await me.ok<EmailTemplate>('POST', '/user-email-templates', { name: 'Hand written', body });
    expect(saved.body).not.toMatch(/script|onclick|onerror|javascript:|data:|iframe|<style|<form|<input|url\(/i);
    expect(saved.body).toContain('Hi {{first_name}}');
    expect(saved.body).toContain('href="https://ok.example.com/x?a=1&amp;b=2"');
    expect(saved.body).toContain('src="https://img.example.com/a.png"');
    expect(saved.body).toContain('color:#111');
  });

  it('are rendered from the editor blocks, read, edited and deleted by their realtor only', async () => {
    const me = campaignClient(t, realtor.token);
    const blocks = [
      { type: 'heading', text: 'Just listed <b>now</b>' },
      { type: 'listing', property_id: 1, title: 'Cosy bungalow', address: '1 Elm St', price: '$450,000', image_url: 'https://img.example.com/h.jpg', url: 'https://openhouse.test/properties/1' },
      { type: 'divider' },
    ];
    const created = await me.ok<EmailTemplate>('POST', '/user-email-templates', { name: 'Just listed', blocks });
    expect(created.blocks).toEqual(blocks);
    expect(created.body).toContain('Just listed &lt;b&gt;now&lt;/b&gt;');
    expect(created.body).toContain('Cosy bungalow');
    expectError(await me.call('POST', '/user-email-templates', { name: 'Bad image', blocks: [{ type: 'image', url: 'javascript:alert(1)' }] }), 422, 'Use a web address starting with http:// or https://.');
    expectError(await me.call('POST', '/user-email-templates', { name: 'Empty' }), 422, m.templateBodyRequired);
    expectError(await me.call('POST', '/user-email-templates', { name: ' ', body: '<p>x</p>' }), 422, m.templateNameRequired);

    await refusedToOutsiders('GET', `/user-email-templates/${created.id}`);
    await refusedToOutsiders('PUT', `/user-email-templates/${created.id}`, { name: 'Stolen', body: '<p>x</p>' });
    await refusedToOutsiders('DELETE', `/user-email-templates/${created.id}`);
    expect((await me.ok<EmailTemplate>('GET', `/user-email-templates/${created.id}`)).name).toBe('Just listed');
    expect((await campaignClient(t, otherRealtor.token).ok<EmailTemplate[]>('GET', '/user-email-templates')).map((x) => x.id)).not.toContain(created.id);

    const edited = await me.ok<EmailTemplate>('PUT', `/user-email-templates/${created.id}`, { name: 'Just listed (2)', body: '<p>Plain</p>' });
    expect(edited).toMatchObject({ name: 'Just listed (2)', blocks: null, body: '<p>Plain</p>' });
    expect((await me.call('DELETE', `/user-email-templates/${created.id}`)).json().message).toBe(m.templateDeleted);
    expect((await me.call('GET', `/user-email-templates/${created.id}`)).statusCode).toBe(404);
    expect((await me.ok<{ key: string }[]>('GET', '/email-template')).map((x) => x.key)).toContain('newsletter');
  });
});

describe('sender addresses', () => {
  it("start with the account's own address, verified; another is usable only after its mailed link is opened", async () => {
    const me = campaignClient(t, realtor.token);
    const start = await me.ok<VerifiedSender[]>('GET', '/verified-emails');
    expect(start).toEqual([expect.objectContaining({ email: realtor.user.email.toLowerCase(), verified: true, is_account: true })]);
    expectError(await me.call('DELETE', `/user-email-verification/${start[0]!.id}`), 409, m.senderIsAccount);

    const added = await me.call('POST', '/user-email-verification', { email: 'Office@Rita-Homes.example.com' });
    expect(added.json()).toMatchObject({ message: m.senderAdded, data: { email: 'office@rita-homes.example.com', verified: false } });
    const sender = added.json().data as VerifiedSender;
    expectError(await me.call('POST', '/user-email-verification', { email: 'office@rita-homes.example.com' }), 409, m.senderExists);
    expectError(await me.call('POST', '/user-email-verification', { email: 'not an address' }), 422, 'Please enter a valid email address');
    expect((await me.ok<VerifiedSender[]>('GET', '/verified-emails')).map((x) => x.email)).not.toContain('office@rita-homes.example.com');
    await refusedToOutsiders('PUT', `/user-email-verification/${sender.id}`);
    await refusedToOutsiders('DELETE', `/user-email-verification/${sender.id}`);

    // The first link is replaced by a resend: only the newest one works.
    const first = linkIn((await lastOutbox(t.database.db, 'office@rita-homes.example.com')).body_text, '/user-email-verification/confirm');
    expect((await me.call('PUT', `/user-email-verification/${sender.id}`)).json().message).toBe(m.senderResent);
    const second = linkIn((await lastOutbox(t.database.db, 'office@rita-homes.example.com')).body_text, '/user-email-verification/confirm');
    const stale = await t.call({ method: 'GET', url: `${first.pathname}${first.search}` });
    expect(stale.headers.location).toBe('/campaign?sender=invalid');
    const confirmed = await t.call({ method: 'GET', url: `${second.pathname}${second.search}` });
    expect(confirmed.headers.location).toBe('/campaign?sender=verified');
    expect((await me.ok<VerifiedSender[]>('GET', '/verified-emails')).map((x) => x.email)).toContain('office@rita-homes.example.com');
    expect((await me.call('DELETE', `/user-email-verification/${sender.id}`)).json().message).toBe(m.senderDeleted);
    expect((await me.ok<VerifiedSender[]>('GET', '/user-email-verification')).map((x) => x.email)).toEqual([realtor.user.email.toLowerCase()]);
  });
});

describe('template images', () => {
  it('are judged by their bytes, served publicly and cacheably by a random name, and deleted by their owner only', async () => {
    const me = campaignClient(t, realtor.token);
    const form = multipart([{ name: 'images', filename: 'house.png', contentType: 'image/png', content: pngImage(8, 8) }]);
    const uploaded = await t.call({ method: 'POST', url: '/api/v1/email-campaign/upload-images', token: realtor.token, payload: form.payload, headers: form.headers });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const [image] = uploaded.json().data as TemplateImage[];
    expect(image!.filename).toMatch(/^[a-f0-9]{32}\.png$/);

    const fake = multipart([{ name: 'images', filename: 'house.png', contentType: 'image/png', content: Buffer.from('<script>alert(1)</script>') }]);
    expectError(await t.call({ method: 'POST', url: '/api/v1/email-campaign/upload-images', token: realtor.token, payload: fake.payload, headers: fake.headers }), 422, m.imageType);
    expect(await me.ok<TemplateImage[]>('GET', '/email-template-images')).toHaveLength(1);
    expect((await t.call({ method: 'POST', url: '/api/v1/email-campaign/upload-images', token: buyer.token, payload: form.payload, headers: form.headers })).statusCode).toBe(403);

    const served = await t.call({ method: 'GET', url: new URL(image!.url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    for (const probe of ['../avatars/x.png', '..%2F..%2Fpackage.json', 'ffffffffffffffffffffffffffffffff.png']) {
      expect((await t.call({ method: 'GET', url: `/api/v1/email-images/${probe}` })).statusCode).toBe(404);
    }

    const url = `/delete-email-template-image?filename=${image!.filename}`;
    expect((await campaignClient(t, otherRealtor.token).call('DELETE', url)).statusCode).toBe(404);
    expect((await campaignClient(t, undefined).call('DELETE', url)).statusCode).toBe(401);
    expect((await me.call('DELETE', url)).json().message).toBe(m.imageDeleted);
    expect((await t.call({ method: 'GET', url: new URL(image!.url).pathname })).statusCode).toBe(404);
    expect(await me.ok<TemplateImage[]>('GET', '/email-template-images')).toHaveLength(0);
  });
});
