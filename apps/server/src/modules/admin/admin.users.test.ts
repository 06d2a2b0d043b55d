import { adminMessages as m } from '@openhouse/shared/admin/messages';
import { accountMessages } from '@openhouse/shared/accounts/messages';
import type { RoleName } from '@openhouse/shared/roles/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { expectError, login, userById } from '../../../test/helpers/accounts';
import { adminAudit } from './admin.schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const PASSWORD = 'Openhouse1!';
const NON_ADMIN_ROLES: RoleName[] = ['Realtor', 'Agent', 'Buyer', 'Seller', 'Vendor', 'Prospect'];

const auditRows = () => t.database.db.select().from(adminAudit);
const disable = (id: number, token?: string) => t.call({ method: 'POST', url: `/api/v1/admin/users/${id}/disable`, token });
const enable = (id: number, token?: string) => t.call({ method: 'POST', url: `/api/v1/admin/users/${id}/enable`, token });
const me = (token: string) => t.call({ method: 'GET', url: '/api/v1/me', token });

async function admin() {
  return t.user({ roles: ['Admin'], name: 'Ada Admin' });
}

describe('admin user routes: who may call them', () => {
  it('answer 401 to the anonymous caller and 403 to every other role, changing nothing', async () => {
    const { user: target } = await t.user({ roles: ['Buyer'] });
    const before = (await auditRows()).length;
    const calls = (token?: string) => [
      t.call({ method: 'GET', url: '/api/v1/admin/users', token }),
      t.call({ method: 'GET', url: '/api/v1/admin/audit', token }),
      disable(target.id, token),
      enable(target.id, token),
    ];
    for (const response of await Promise.all(calls())) expect(response.statusCode, response.body).toBe(401);
    for (const role of NON_ADMIN_ROLES) {
      const { token } = await t.user({ roles: [role] });
      for (const response of await Promise.all(calls(token))) expect(response.statusCode, `${role}: ${response.body}`).toBe(403);
    }
    // Another user acting on themselves is no admin either.
    expect((await disable(target.id, (await t.user({ roles: ['Buyer'] })).token)).statusCode).toBe(403);
    expect((await userById(t.database.db, target.id))?.disabled_at).toBeNull();
    expect((await auditRows()).length).toBe(before);
  });
});

describe('GET /api/v1/admin/users', () => {
  it('finds users by name or e-mail, with their roles and state, paged', async () => {
    const { token } = await admin();
    const { user: zelda } = await t.user({ roles: ['Realtor', 'Seller'], name: 'Zelda Quartermain', email: 'zq-findme@example.com' });
    const byName = await t.call({ method: 'GET', url: '/api/v1/admin/users?query=quarterm', token });
    expect(byName.statusCode, byName.body).toBe(200);
    expect(byName.json()).toMatchObject({ total: 1, current_page: 1, data: [{ id: zelda.id, email: 'zq-findme@example.com', roles: ['Realtor', 'Seller'], state: 'active' }] });
    const byEmail = await t.call({ method: 'GET', url: '/api/v1/admin/users?query=ZQ-FINDME', token });
    expect(byEmail.json().data.map((row: { id: number }) => row.id)).toEqual([zelda.id]);
    // LIKE wildcards are text: '%' finds nobody rather than everybody.
    expect((await t.call({ method: 'GET', url: '/api/v1/admin/users?query=%25', token })).json().total).toBe(0);
    const paged = await t.call({ method: 'GET', url: '/api/v1/admin/users?per_page=1&page=2', token });
    expect(paged.json()).toMatchObject({ current_page: 2, per_page: 1, from: 2, to: 2 });
    expect(paged.json().data).toHaveLength(1);
  });

  it('refuses bad paging with a 422, never a 500', async () => {
    const { token } = await admin();
    expect((await t.call({ method: 'GET', url: '/api/v1/admin/users?page=0', token })).statusCode).toBe(422);
    expect((await t.call({ method: 'GET', url: '/api/v1/admin/audit?per_page=1000', token })).statusCode).toBe(422);
  });
});

describe('disabling and re-enabling an account', () => {
  it('ends the user’s sessions at once, refuses their sign-in, and re-enabling lets them back; both are audited', async () => {
    const { user: actor, token } = await admin();
    const { user: target, token: targetToken } = await t.user({ roles: ['Buyer'], password: PASSWORD, name: 'Dora Disabled' });
    // Their session is live and remembered by the session cache before the disable.
    expect((await me(targetToken)).statusCode).toBe(200);

    const disabled = await disable(target.id, token);
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json()).toMatchObject({ message: m.disabled('Dora Disabled'), data: { id: target.id, state: 'disabled' } });
    expect((await me(targetToken)).statusCode).toBe(401);

    const refused = await login(t, target.email, PASSWORD);
    expectError(refused, 403, accountMessages.accountDisabled);
    expect(refused.json().code).toBe('account_disabled');
    // A wrong password still hears the usual answer: the state is told only to whoever knows the password.
    expect((await login(t, target.email, 'Wrong-password1!')).statusCode).toBe(401);

    const enabled = await enable(target.id, token);
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(enabled.json()).toMatchObject({ message: m.enabled('Dora Disabled'), data: { state: 'active', disabled_at: null } });
    const back = await login(t, target.email, PASSWORD);
    expect(back.statusCode, back.body).toBe(200);
    expect((await me(back.json().data.authorization.token)).statusCode).toBe(200);
    // The old token stays dead: re-enabling does not bring back what was revoked.
    expect((await me(targetToken)).statusCode).toBe(401);

    const audit = await t.call({ method: 'GET', url: '/api/v1/admin/audit', token });
    expect(audit.statusCode, audit.body).toBe(200);
    const mine = audit.json().data.filter((entry: { target: { id: number } }) => entry.target.id === target.id);
    expect(mine).toMatchObject([
      { action: 'user.enabled', actor: { id: actor.id, name: 'Ada Admin' }, target: { id: target.id, name: 'Dora Disabled' } },
      { action: 'user.disabled', actor: { id: actor.id, name: 'Ada Admin' }, target: { id: target.id, name: 'Dora Disabled' } },
    ]);
  });

  it('asking for the state an account is already in changes and records nothing', async () => {
    const { token } = await admin();
    const { user: target } = await t.user({ roles: ['Seller'], name: 'Sam Same' });
    const before = (await auditRows()).length;
    const again = await enable(target.id, token);
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(m.alreadyEnabled('Sam Same'));
    expect((await auditRows()).length).toBe(before);
    await disable(target.id, token);
    expect((await disable(target.id, token)).json().message).toBe(m.alreadyDisabled('Sam Same'));
    expect((await auditRows()).length).toBe(before + 1);
  });

  it('an admin cannot disable themselves (409), and nothing changes', async () => {
    const { user, token } = await admin();
    const before = (await auditRows()).length;
    expectError(await disable(user.id, token), 409, m.cannotDisableSelf);
    expect((await userById(t.database.db, user.id))?.disabled_at).toBeNull();
    expect((await me(token)).statusCode).toBe(200);
    expect((await auditRows()).length).toBe(before);
  });

  it('an unknown account is 404 with its message; a bad id is 422', async () => {
    const { token } = await admin();
    expectError(await disable(999_999, token), 404, m.userNotFound);
    expect((await disable(0, token)).statusCode).toBe(422);
    expect((await t.call({ method: 'POST', url: '/api/v1/admin/users/abc/enable', token })).statusCode).toBe(422);
  });
});
