import type { AdminUser, AuditEntry } from '@openhouse/shared/admin/admin-schemas';
import { adminMessages as m, type AdminAction } from '@openhouse/shared/admin/messages';
import { toPage, type Page, type PageQuery } from '@openhouse/shared/http/pagination';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { conflict } from '../../platform/http/errors';
import { pageWindow } from '../../platform/http/pagination';
import { searchAccounts, setAccountDisabled, type AccountSummary } from '../accounts/account-admin';
import { findPerson } from '../accounts/people';
import { endSessions } from '../accounts/sessions';
import { insertAuditEntry, pageAuditEntries } from './admin.repository';
import type { AuditRow } from './admin.schema';
import { userAccountAccess } from './admin.access';

function toAdminUser(account: AccountSummary): AdminUser {
  return {
    id: account.id,
    name: account.name,
    email: account.email,
    user_name: account.user_name,
    roles: account.roles,
    state: account.disabled_at ? 'disabled' : 'active',
    disabled_at: account.disabled_at?.toISOString() ?? null,
    created_at: account.created_at.toISOString(),
  };
}

function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    action: row.action,
    actor: { id: row.actor_id, name: row.actor_name },
    target: { id: row.target_user_id, name: row.target_name },
    detail: row.detail,
    created_at: row.created_at.toISOString(),
  };
}

/** GET /admin/users (the route lets only admins in): accounts by name or e-mail, with their roles and state. */
export async function listUsers(platform: Platform, query: PageQuery & { query: string }): Promise<Page<AdminUser>> {
  const { rows, total } = await searchAccounts(platform.db, query.query, pageWindow(query));
  return toPage(rows.map(toAdminUser), total, query);
}

/** GET /admin/audit: every admin action, newest first. */
export async function listAudit(platform: Platform, query: PageQuery): Promise<Page<AuditEntry>> {
  const { rows, total } = await pageAuditEntries(platform.db, pageWindow(query));
  return toPage(rows.map(toAuditEntry), total, query);
}

/**
 * POST /admin/users/{id}/disable and /enable. The state and its audit entry are written in one transaction;
 * disabling also revokes the account's tokens there, and once committed every instance forgets its sessions and
 * drops its sockets before the answer, so the user's very next request is refused (401). Asking for the state the
 * account is already in changes nothing, records nothing and answers 200 with a message that says so.
 */
export async function changeAccountState(platform: Platform, actor: Actor, userId: number, disable: boolean): Promise<{ message: string; data: AdminUser }> {
  const account = await userAccountAccess.require(platform.db, actor, 'changeState', userId);
  if (disable && account.id === actor.id) throw conflict(m.cannotDisableSelf);
  const admin = await findPerson(platform.db, actor.id);
  const action: AdminAction = disable ? 'user.disabled' : 'user.enabled';
  const changed = await platform.db.transaction(async (tx) => {
    const updated = await setAccountDisabled(tx, account.id, disable);
    if (!updated) return null;
    await insertAuditEntry(tx, {
      actor_id: actor.id,
      actor_name: admin?.name ?? 'An admin',
      action,
      target_user_id: updated.id,
      target_name: updated.name,
      detail: `${updated.email} (${updated.roles.join(', ') || 'no role'})`,
    });
    return updated;
  });
  if (!changed) return { message: disable ? m.alreadyDisabled(account.name) : m.alreadyEnabled(account.name), data: toAdminUser(account) };
  if (disable) await endSessions(platform, { users: [changed.id] });
  return { message: disable ? m.disabled(changed.name) : m.enabled(changed.name), data: toAdminUser(changed) };
}
