import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import {
  codesOf,
  expectError,
  lastSmsCode,
  login,
  multipart,
  nextIp,
  outboxFor,
  pdfDocument,
  pngImage,
  tokensOf,
  uniqueWord,
  userById,
  type MultipartPart,
} from '../../../test/helpers/accounts';
import { rolesOf } from './accounts.repository';
import { users, verificationCodes } from './accounts.schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const PASSWORD = 'Openhouse1!';
const TAKEN = 'The user name has already been taken.';

function avatarsDir(): string {
  return join(t.app.platform.config.DATA_DIR, 'storage', 'avatars');
}

function storedAvatars(): string[] {
  return existsSync(avatarsDir()) ? readdirSync(avatarsDir()).sort() : [];
}

function putUser(id: number | string, payload: unknown, token?: string) {
  return t.call({ method: 'PUT', url: `/api/v1/users/${id}`, payload: payload as Record<string, unknown>, token });
}

function postProfile(parts: MultipartPart[], token?: string) {
  const form = multipart(parts);
  return t.call({ method: 'POST', url: '/api/v1/profile_information', payload: form.payload, headers: form.headers, token });
}

describe('PUT /api/v1/users/{id}', () => {
  it('updates my own name, user name (lower-cased), guided tour flag and time zone', async () => {
    const { user, token } = await t.user({});
    const userName = uniqueWord('New');
    const response = await putUser(user.id, { name: 'Renamed Person', user_name: userName.toUpperCase(), show_guided_tour: true, timezone: 'America/New_York' }, token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      message: 'Your profile has been updated.',
      data: expect.objectContaining({ id: user.id, name: 'Renamed Person', user_name: userName.toLowerCase(), show_guided_tour: 1, timezone: 'America/New_York' }),
    });
    const row = await userById(t.database.db, user.id);
    expect(row!.name).toBe('Renamed Person');
    expect(row!.user_name).toBe(userName.toLowerCase());
    expect(row!.show_guided_tour).toBe(1);
    expect((await t.call({ method: 'GET', url: '/api/v1/me', token })).json().data.show_guided_tour).toBe(1);
  });

  it('accepts only IANA time zones (and UTC); EST is stored as the default zone, America/Los_Angeles', async () => {
    const { user, token } = await t.user({});
    const INVALID_ZONE = 'Please choose a valid time zone.';
    for (const timezone of ['Mars/Olympus_Mons', 'not a zone', '+05:00', '']) {
      expectError(await putUser(user.id, { timezone }, token), 422, INVALID_ZONE, { timezone: INVALID_ZONE });
    }
    expect((await userById(t.database.db, user.id))!.timezone).toBeNull();
    expect((await putUser(user.id, { timezone: 'UTC' }, token)).json().data.timezone).toBe('UTC');
    expect((await putUser(user.id, { timezone: 'EST' }, token)).json().data.timezone).toBe('America/Los_Angeles');
  });

  it('show_guided_tour accepts 0 and 1', async () => {
    const { user, token } = await t.user({});
    expect((await putUser(user.id, { show_guided_tour: 1 }, token)).json().data.show_guided_tour).toBe(1);
    expect((await putUser(user.id, { show_guided_tour: 0 }, token)).json().data.show_guided_tour).toBe(0);
    expect((await putUser(user.id, { show_guided_tour: 2 }, token)).statusCode).toBe(422);
  });

  it('another person’s id → 403 and nothing changes', async () => {
    const { user: victim } = await t.user({ name: 'Victim Name' });
    const { token } = await t.user({});
    expectError(await putUser(victim.id, { name: 'Hacked Name' }, token), 403, 'This action is unauthorized.');
    expect((await userById(t.database.db, victim.id))!.name).toBe('Victim Name');
  });

  it.each<[string, Record<string, unknown>]>([
    ['roles', { roles: [{ id: 1, name: 'Admin' }] }],
    ['email', { email: 'new-address@example.com' }],
    ['id', { id: 1 }],
    ['enabled', { enabled: 1 }],
    ['password_hash', { password_hash: 'x' }],
    ['two_factor_type', { two_factor_type: null }],
    ['email_verified_at', { email_verified_at: null }],
    ['a mix of allowed and unknown', { name: 'Allowed Name', roles: ['Admin'] }],
  ])('an unknown key (%s) → 422 and nothing changes', async (_label, payload) => {
    const { user, token } = await t.user({ name: 'Original Name' });
    const response = await putUser(user.id, payload, token);
    expect(response.statusCode, response.body).toBe(422);
    const row = await userById(t.database.db, user.id);
    expect(row).toEqual(user);
    expect((await rolesOf(t.database.db, user.id)).map((role) => role.name)).toEqual(['Buyer']);
  });

  it('a user name someone else holds (in any case) → 422 and nothing changes', async () => {
    const { user: holder } = await t.user({});
    const { user, token } = await t.user({});
    expectError(await putUser(user.id, { user_name: holder.user_name.toUpperCase() }, token), 422, TAKEN, { user_name: TAKEN });
    expect((await userById(t.database.db, user.id))!.user_name).toBe(user.user_name);
  });

  it('keeping my own user name is fine', async () => {
    const { user, token } = await t.user({});
    expect((await putUser(user.id, { user_name: user.user_name }, token)).statusCode).toBe(200);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a short name', { name: 'Jo' }, 'name', 'Minimum length should be 4'],
    ['a blank name', { name: '   ' }, 'name', 'Name is required.'],
    ['a short user name', { user_name: 'abc' }, 'user_name', 'Minimum length should be 4'],
    ['a user name with spaces', { user_name: 'a b c d' }, 'user_name', 'User name may only contain letters, numbers, dots, dashes and underscores.'],
  ])('%s → 422 with the exact message', async (_label, payload, field, message) => {
    const { user, token } = await t.user({});
    expectError(await putUser(user.id, payload, token), 422, message, { [field]: message });
    expect(await userById(t.database.db, user.id)).toEqual(user);
  });

  it.each<[string, unknown]>([
    ['a number name', { name: 1234 }],
    ['an array', [{ name: 'Array Name' }]],
    ['a 100 KB name', { name: 'n'.repeat(100 * 1024) }],
  ])('%s → 422, never 500', async (_label, payload) => {
    const { user, token } = await t.user({});
    expect((await putUser(user.id, payload, token)).statusCode).toBe(422);
  });

  it('a bad id → 4xx, never 500', async () => {
    const { token } = await t.user({});
    for (const id of ['abc', '-1', '0', '1.5', '99999999999999999999999']) {
      const response = await putUser(id, { name: 'Some Name' }, token);
      expect(response.statusCode, `${id}: ${response.body}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });
});

describe('POST /api/v1/profile_information (multipart)', () => {
  it('updates the name and the picture; the picture is served with image/png', async () => {
    const { user, token } = await t.user({});
    const png = pngImage(3, 2);
    const response = await postProfile(
      [
        { name: 'name', value: 'Pictured Person' },
        { name: 'picture', filename: 'me.png', contentType: 'image/png', content: png },
      ],
      token,
    );
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.name).toBe('Pictured Person');
    expect(data.picture).toMatch(/^\/api\/v1\/avatars\/[0-9a-f-]{36}\.png$/);
    expect((await userById(t.database.db, user.id))!.picture).toBe(data.picture);

    const served = await t.call({ method: 'GET', url: data.picture });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 3, height: 2 });
  });

  it('re-encodes a JPEG picture: upright, and its EXIF (camera, position) is not on the public URL', async () => {
    const { token } = await t.user({});
    const jpeg = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#3a7bd5' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Make: 'SecretCam', ImageDescription: 'home of the owner, 38.58N 121.49W' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const response = await postProfile([{ name: 'picture', filename: 'IMG_0001.JPG', contentType: 'image/jpeg', content: jpeg }], token);
    expect(response.statusCode, response.body).toBe(200);
    const served = await t.call({ method: 'GET', url: response.json().data.picture });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ width: 20, height: 40 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes('SecretCam')).toBe(false);
  });

  it('a new picture replaces the old one, whose file is removed', async () => {
    const { token } = await t.user({});
    const first = (await postProfile([{ name: 'picture', filename: 'a.png', contentType: 'image/png', content: pngImage(1, 1) }], token)).json().data.picture;
    const second = (await postProfile([{ name: 'picture', filename: 'b.png', contentType: 'image/png', content: pngImage(2, 2) }], token)).json().data.picture;
    expect(second).not.toBe(first);
    expect((await t.call({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: second })).statusCode).toBe(200);
  });

  it("a 'picture.png' that is really a PDF → 422 and nothing is stored", async () => {
    const { user, token } = await t.user({});
    const before = storedAvatars();
    const response = await postProfile(
      [
        { name: 'name', value: 'Should Not Change' },
        { name: 'picture', filename: 'picture.png', contentType: 'image/png', content: pdfDocument() },
      ],
      token,
    );
    const message = 'The picture must be a png, jpg, gif or webp image.';
    expectError(response, 422, message, { picture: message });
    expect(storedAvatars()).toEqual(before);
    expect(await userById(t.database.db, user.id)).toEqual(user);
  });

  it('an SVG or HTML file labelled as an image → 422', async () => {
    const { token } = await t.user({});
    const before = storedAvatars();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await postProfile([{ name: 'picture', filename: 'x.png', contentType: 'image/png', content: svg }], token)).statusCode).toBe(422);
    const html = Buffer.from('<html><body><script>alert(1)</script></body></html>');
    expect((await postProfile([{ name: 'picture', filename: 'x.gif', contentType: 'image/gif', content: html }], token)).statusCode).toBe(422);
    expect(storedAvatars()).toEqual(before);
  });

  it('a picture over 5 MB → 413 and nothing is stored', async () => {
    const { user, token } = await t.user({});
    const before = storedAvatars();
    const big = Buffer.concat([pngImage(1, 1), Buffer.alloc(5 * 1024 * 1024 + 10, 0)]);
    const response = await postProfile([{ name: 'picture', filename: 'big.png', contentType: 'image/png', content: big }], token);
    expectError(response, 413, 'The picture may not be larger than 5 MB.');
    expect(storedAvatars()).toEqual(before);
    expect(await userById(t.database.db, user.id)).toEqual(user);
  });

  it('a path-like file name is ignored for the stored name', async () => {
    const { token } = await t.user({});
    const png = pngImage(2, 2);
    const response = await postProfile([{ name: 'picture', filename: '../../etc/passwd.png', contentType: 'image/png', content: png }], token);
    expect(response.statusCode, response.body).toBe(200);
    const picture: string = response.json().data.picture;
    expect(picture).toMatch(/^\/api\/v1\/avatars\/[0-9a-f-]{36}\.png$/);
    expect(picture).not.toContain('passwd');
    const dataDir = t.app.platform.config.DATA_DIR;
    expect(existsSync(join(dataDir, 'etc'))).toBe(false);
    expect(existsSync(join(dataDir, 'storage', 'etc'))).toBe(false);
    expect(storedAvatars()).toContain(picture.split('/').pop());
  });

  it('invalid text fields → 422 and the picture is not stored', async () => {
    const { user, token } = await t.user({});
    const before = storedAvatars();
    const response = await postProfile(
      [
        { name: 'name', value: 'Jo' },
        { name: 'picture', filename: 'me.png', contentType: 'image/png', content: pngImage() },
      ],
      token,
    );
    expectError(response, 422, 'Minimum length should be 4', { name: 'Minimum length should be 4' });
    expect(storedAvatars()).toEqual(before);
    expect(await userById(t.database.db, user.id)).toEqual(user);
  });

  it('a user name someone else holds → 422 and the picture is not kept', async () => {
    const { user: holder } = await t.user({});
    const { user, token } = await t.user({});
    const before = storedAvatars();
    const response = await postProfile(
      [
        { name: 'user_name', value: holder.user_name },
        { name: 'picture', filename: 'me.png', contentType: 'image/png', content: pngImage() },
      ],
      token,
    );
    expectError(response, 422, TAKEN, { user_name: TAKEN });
    expect(storedAvatars()).toEqual(before);
    expect(await userById(t.database.db, user.id)).toEqual(user);
  });

  it('other form fields (roles, email) are not taken', async () => {
    const { user, token } = await t.user({});
    const response = await postProfile(
      [
        { name: 'name', value: 'Only The Name' },
        { name: 'roles', value: 'Admin' },
        { name: 'email', value: 'other@example.com' },
      ],
      token,
    );
    expect(response.statusCode).toBe(200);
    const row = await userById(t.database.db, user.id);
    expect(row!.name).toBe('Only The Name');
    expect(row!.email).toBe(user.email);
    expect((await rolesOf(t.database.db, user.id)).map((role) => role.name)).toEqual(['Buyer']);
  });

  it.each<[string, () => { payload: string | Buffer; headers: Record<string, string> }, number]>([
    ['a form cut short', () => ({ payload: '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nCut Short', headers: { 'content-type': 'multipart/form-data; boundary=xyz' } }), 400],
    ['a form without a boundary', () => ({ payload: 'name=Someone', headers: { 'content-type': 'multipart/form-data' } }), 400],
    [
      'two files',
      () =>
        multipart([
          { name: 'picture', filename: 'a.png', contentType: 'image/png', content: pngImage() },
          { name: 'picture', filename: 'b.png', contentType: 'image/png', content: pngImage() },
        ]),
      413,
    ],
    ['too many fields', () => multipart(Array.from({ length: 60 }, (_, i) => ({ name: `field${i}`, value: 'v' }))), 413],
  ])('%s → %i, never 500, and nothing changes', async (_label, build, status) => {
    const { user, token } = await t.user({});
    const before = storedAvatars();
    const { payload, headers } = build();
    const response = await t.call({ method: 'POST', url: '/api/v1/profile_information', payload, headers, token });
    expect(response.statusCode, response.body).toBe(status);
    expect(typeof response.json().message).toBe('string');
    expect(storedAvatars()).toEqual(before);
    expect(await userById(t.database.db, user.id)).toEqual(user);
  });

  it('a JSON body → 4xx', async () => {
    const { token } = await t.user({});
    const response = await t.call({ method: 'POST', url: '/api/v1/profile_information', payload: { name: 'Json Person' }, token });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('GET /api/v1/avatars/{file}', () => {
  it.each(['not-a-file.png', '..%2F..%2Fetc%2Fpasswd', '00000000-0000-0000-0000-000000000000.png', '00000000-0000-0000-0000-000000000000.svg'])(
    '%s → 404',
    async (file) => {
      expect((await t.call({ method: 'GET', url: `/api/v1/avatars/${file}` })).statusCode).toBe(404);
    },
  );
});

describe('POST /api/v1/password/update', () => {
  function update(token: string, payload: Record<string, unknown>, remoteAddress = nextIp()) {
    return t.call({ method: 'POST', url: '/api/v1/password/update', payload, token, remoteAddress });
  }

  it('a wrong current password → 422 and nothing changes', async () => {
    const { user, token } = await t.user({});
    expectError(
      await update(token, { current_password: 'Wrong-pass1', password: 'N3w-pass!', password_confirmation: 'N3w-pass!' }),
      422,
      'The current password is incorrect.',
      { current_password: 'The current password is incorrect.' },
    );
    expect((await userById(t.database.db, user.id))!.password_hash).toBe(user.password_hash);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no current password', { password: 'N3w-pass!', password_confirmation: 'N3w-pass!' }, 'current_password', 'Please enter your current password.'],
    ['a short new password', { current_password: PASSWORD, password: 'Ab1!', password_confirmation: 'Ab1!' }, 'password', 'You must enter minimum 6 characters.'],
    ['a long new password', { current_password: PASSWORD, password: 'Ab1!xyzWq9876', password_confirmation: 'Ab1!xyzWq9876' }, 'password', 'You must enter maximum 12 characters.'],
    ['a common new password', { current_password: PASSWORD, password: 'iloveyou', password_confirmation: 'iloveyou' }, 'password', 'This password is too common.'],
    ['a mismatch', { current_password: PASSWORD, password: 'N3w-pass!', password_confirmation: 'N3w-pass?' }, 'password_confirmation', 'The password and confirmation password do not match.'],
  ])('%s → 422 with the exact message', async (_label, payload, field, message) => {
    const { user, token } = await t.user({});
    expectError(await update(token, payload), 422, message, { [field]: message });
    expect((await userById(t.database.db, user.id))!.password_hash).toBe(user.password_hash);
  });

  it('with the right current password: login works with the new one, other sessions end, this one stays', async () => {
    const { user, token } = await t.user({});
    const other = (await login(t, user.email, PASSWORD)).json().data.authorization.token as string;
    const response = await update(token, { current_password: PASSWORD, password: 'N3w-pass!', password_confirmation: 'N3w-pass!' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Your password has been updated.' });
    expect((await t.call({ method: 'GET', url: '/api/v1/me', token })).statusCode).toBe(200);
    expectError(await t.call({ method: 'GET', url: '/api/v1/me', token: other }), 401, 'Unauthenticated.');
    expect((await login(t, user.email, PASSWORD)).statusCode).toBe(401);
    expect((await login(t, user.email, 'N3w-pass!')).statusCode).toBe(200);
  });

  it('answers 429 after 10 calls a minute from one address', async () => {
    const { token } = await t.user({});
    const address = nextIp();
    const payload = { current_password: 'Wrong-pass1', password: 'N3w-pass!', password_confirmation: 'N3w-pass!' };
    for (let i = 0; i < 10; i += 1) expect((await update(token, payload, address)).statusCode).toBe(422);
    expectError(await update(token, payload, address), 429, 'Too many attempts. Please try again later.');
  });
});

describe('DELETE /api/v1/profile/delete', () => {
  it('removes the account, its sessions and its picture; login fails afterwards', async () => {
    const { user, token } = await t.user({});
    const picture = (await postProfile([{ name: 'picture', filename: 'me.png', contentType: 'image/png', content: pngImage() }], token)).json().data.picture;
    const { user: bystander, token: bystanderToken } = await t.user({});

    const response = await t.call({ method: 'DELETE', url: '/api/v1/profile/delete', token });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Your account has been deleted.' });

    expect(await userById(t.database.db, user.id)).toBeUndefined();
    expect(await tokensOf(t.database.db, user.id)).toHaveLength(0);
    expectError(await t.call({ method: 'GET', url: '/api/v1/me', token }), 401, 'Unauthenticated.');
    expectError(await login(t, user.email, PASSWORD), 401, 'Login failed. Please check your credentials.');
    expect((await t.call({ method: 'GET', url: picture })).statusCode).toBe(404);

    expect(await userById(t.database.db, bystander.id)).toBeDefined();
    expect((await t.call({ method: 'GET', url: '/api/v1/me', token: bystanderToken })).statusCode).toBe(200);
  });

  it('the e-mail and user name are free again afterwards', async () => {
    const { user, token } = await t.user({});
    expect((await t.call({ method: 'DELETE', url: '/api/v1/profile/delete', token })).statusCode).toBe(200);
    const free = await t.call({ method: 'GET', url: `/api/v1/user_name?user_name=${user.user_name}` });
    expect(free.json().available).toBe(true);
  });
});

describe('GET /api/v1/user_name', () => {
  it('answers taken for a held user name, in any case', async () => {
    const { user } = await t.user({});
    for (const name of [user.user_name, user.user_name.toUpperCase()]) {
      const response = await t.call({ method: 'GET', url: `/api/v1/user_name?user_name=${encodeURIComponent(name)}`, remoteAddress: nextIp() });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ available: false, message: TAKEN });
    }
  });

  it('answers available for a free one', async () => {
    const response = await t.call({ method: 'GET', url: `/api/v1/user_name?user_name=${uniqueWord('free')}`, remoteAddress: nextIp() });
    expect(response.json()).toEqual({ available: true, message: 'The user name is available.' });
  });

  it.each<[string, string, string]>([
    ['missing', '', 'user_name is required.'],
    ['empty', '?user_name=', 'user_name is required.'],
    ['too short', '?user_name=abc', 'Minimum length should be 4'],
    ['with SQL', `?user_name=${encodeURIComponent("x' OR '1'='1")}`, 'User name may only contain letters, numbers, dots, dashes and underscores.'],
  ])('%s → 422', async (_label, query, message) => {
    expectError(await t.call({ method: 'GET', url: `/api/v1/user_name${query}`, remoteAddress: nextIp() }), 422, message);
  });

  it('answers 429 after 60 calls a minute from one address', async () => {
    const address = nextIp();
    for (let i = 0; i < 60; i += 1) expect((await t.call({ method: 'GET', url: '/api/v1/user_name?user_name=abcd', remoteAddress: address })).statusCode).toBe(200);
    expectError(await t.call({ method: 'GET', url: '/api/v1/user_name?user_name=abcd', remoteAddress: address }), 429, 'Too many attempts. Please try again later.');
  });
});

describe('phone verification', () => {
  function send(token: string, payload: Record<string, unknown>, remoteAddress = nextIp()) {
    return t.call({ method: 'POST', url: '/api/v1/send-verification-code', payload, token, remoteAddress });
  }
  function updatePhone(token: string, payload: Record<string, unknown>, remoteAddress = nextIp()) {
    return t.call({ method: 'POST', url: '/api/v1/update-phone-number', payload, token, remoteAddress });
  }
  function verifyPhone(token: string, payload: Record<string, unknown>, remoteAddress = nextIp()) {
    return t.call({ method: 'POST', url: '/api/v1/verify-phone-number', payload, token, remoteAddress });
  }
  const FAILED = 'Two-Factor Authentication verification failed.';

  it('refuses a number other than the one the code went to without spending the code', async () => {
    const { user, token } = await t.user({});
    expect((await send(token, { phone: '(415) 555-2673' })).statusCode).toBe(200);
    const code = await lastSmsCode(t.database.db, '+14155552673');
    const wrong = await updatePhone(token, { phone: '(415) 555-2674', code });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe('Please enter a valid phone number');
    expect((await userById(t.database.db, user.id))!.phone).toBeNull();
    const right = await updatePhone(token, { phone: '(415) 555-2673', code });
    expect(right.statusCode, right.body).toBe(200);
    expect((await userById(t.database.db, user.id))!.phone).toBe('+14155552673');
  });

  it('texts a code to the E.164 form of the number; /update-phone-number sets phone and phone_verified', async () => {
    const { user, token } = await t.user({});
    const before = (await outboxFor(t.database.db, '+14155552671', 'sms')).length;
    const sent = await send(token, { phone: '(415) 555-2671' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ message: 'A verification code has been sent to your phone.', sms_verification_code_expires_at: expect.any(String) });
    const sms = await outboxFor(t.database.db, '+14155552671', 'sms');
    expect(sms).toHaveLength(before + 1);
    const code = await lastSmsCode(t.database.db, '+14155552671');
    // Nothing changes until the code comes back.
    expect((await userById(t.database.db, user.id))!.phone).toBeNull();

    const response = await updatePhone(token, { phone: '(415) 555-2671', code });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      message: 'Your phone number has been updated.',
      data: expect.objectContaining({ id: user.id, phone: '+14155552671', phone_verified: true }),
    });
    const row = await userById(t.database.db, user.id);
    expect(row!.phone).toBe('+14155552671');
    expect(row!.phone_verified_at).not.toBeNull();
    // The code is single use.
    expectError(await updatePhone(token, { phone: '(415) 555-2671', code }), 422, FAILED);
  });

  it('a wrong code → 422 and the phone stays as it was', async () => {
    const { user, token } = await t.user({ phone: '+14155553001' });
    expect((await send(token, { phone: '415-555-3002' })).statusCode).toBe(200);
    const code = await lastSmsCode(t.database.db, '+14155553002');
    expectError(await updatePhone(token, { phone: '415-555-3002', code: code === '000000' ? '000001' : '000000' }), 422, FAILED, { code: FAILED });
    expect((await userById(t.database.db, user.id))!.phone).toBe('+14155553001');
  });

  it('the code proves only the number it was sent to', async () => {
    const { user, token } = await t.user({});
    expect((await send(token, { phone: '415-555-3003' })).statusCode).toBe(200);
    const code = await lastSmsCode(t.database.db, '+14155553003');
    expectError(await updatePhone(token, { phone: '415-555-3004', code }), 422, 'Please enter a valid phone number');
    expect((await userById(t.database.db, user.id))!.phone).toBeNull();
  });

  it('an expired code fails', async () => {
    const { user, token } = await t.user({});
    expect((await send(token, { phone: '415-555-3005' })).statusCode).toBe(200);
    const code = await lastSmsCode(t.database.db, '+14155553005');
    await t.database.db.update(verificationCodes).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(verificationCodes.user_id, user.id));
    expectError(await updatePhone(token, { phone: '415-555-3005', code }), 422, FAILED);
    expect((await userById(t.database.db, user.id))!.phone).toBeNull();
  });

  it('/verify-phone-number proves the current number', async () => {
    const { user, token } = await t.user({ phone: '+14155553006' });
    await t.database.db.update(users).set({ phone_verified_at: null }).where(eq(users.id, user.id));
    expect((await send(token, {})).statusCode).toBe(200);
    const code = await lastSmsCode(t.database.db, '+14155553006');
    const response = await verifyPhone(token, { code });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Your phone number is verified.');
    expect(response.json().data.phone_verified).toBe(true);
  });

  it('without a number and none on file → 422 "Please enter a phone number"', async () => {
    const { token } = await t.user({});
    expectError(await send(token, {}), 422, 'Please enter a phone number', { phone: 'Please enter a phone number' });
  });

  it.each<[string, string, string]>([
    ['too short', '415-555', 'Phone number must have at least 10 digits'],
    ['not valid', '(000) 000-0000', 'Please enter a valid phone number'],
    ['not US', '+44 20 7946 0958', 'Please enter a valid phone number'],
    ['empty', '', 'Please enter a phone number'],
  ])('a number that is %s → 422 and no SMS', async (_label, phone, message) => {
    const { user, token } = await t.user({});
    expectError(await send(token, { phone }), 422, message, { phone: message });
    expect(await codesOf(t.database.db, user.id, 'phone')).toHaveLength(0);
  });

  it('a code must be 6 digits', async () => {
    const { token } = await t.user({});
    expectError(await updatePhone(token, { phone: '415-555-3007', code: '123' }), 422, 'The code must be exactly 6 digits.');
    expectError(await verifyPhone(token, {}), 422, 'The code must be exactly 6 digits.');
  });

  it('/send-verification-code answers 429 after 5 calls a minute from one address', async () => {
    const { token } = await t.user({});
    const address = nextIp();
    for (let i = 0; i < 5; i += 1) expect((await send(token, { phone: '415-555-3008' }, address)).statusCode).toBe(200);
    expectError(await send(token, { phone: '415-555-3008' }, address), 429, 'Too many attempts. Please try again later.');
  });

  it('/update-phone-number answers 429 after 10 calls a minute from one address', async () => {
    const { token } = await t.user({});
    const address = nextIp();
    for (let i = 0; i < 10; i += 1) expect((await updatePhone(token, { phone: '415-555-3009', code: 'x' }, address)).statusCode).toBe(422);
    expectError(await updatePhone(token, { phone: '415-555-3009', code: 'x' }, address), 429, 'Too many attempts. Please try again later.');
  });

  it('/verify-phone-number answers 429 after 10 calls a minute from one address', async () => {
    const { token } = await t.user({});
    const address = nextIp();
    for (let i = 0; i < 10; i += 1) expect((await verifyPhone(token, { code: 'x' }, address)).statusCode).toBe(422);
    expectError(await verifyPhone(token, { code: 'x' }, address), 429, 'Too many attempts. Please try again later.');
  });
});
