import type { Access } from './route-table';
import type { Actor } from './world';

const ADMIN: readonly Actor[] = ['admin'];

/** The admin module's routes: admins only; every other role hears 403, the anonymous caller 401. */
export const ADMIN_ROUTES: Record<string, Access> = {
  'GET /api/v1/admin/users': { allow: ADMIN, rule: 'admins', call: () => ({ url: '/api/v1/admin/users?query=a&page=1' }) },
  'GET /api/v1/admin/audit': { allow: ADMIN, rule: 'admins' },
  // Disabling someone no actor is: later routes still run as everyone; a market of its own all the same.
  'POST /api/v1/admin/users/{id}/disable': { allow: ADMIN, rule: 'admins, on anyone but themselves', call: (w) => ({ url: `/api/v1/admin/users/${w.messaging.newcomerId}/disable` }), fresh: true },
  'POST /api/v1/admin/users/{id}/enable': { allow: ADMIN, rule: 'admins (an active account: nothing changes)', call: (w) => ({ url: `/api/v1/admin/users/${w.messaging.newcomerId}/enable` }) },
};
