import { adminMessages as m } from '@openhouse/shared/admin/messages';
import { defineAccess, isAdmin } from '../../platform/access/access';
import { findAccounts } from '../accounts/account-admin';

/**
 * A user account as the admin pages act on it: only an admin changes its state. The holder knows their own
 * account (403); to anyone else it does not exist (404). An admin turning on themselves is a rule of the
 * service (409), not access: the policy would allow it.
 */
export const userAccountAccess = defineAccess({
  resource: 'user account',
  load: findAccounts,
  relations: (actor, account: { id: number }): ('admin' | 'holder')[] => {
    if (!actor) return [];
    const relations: ('admin' | 'holder')[] = [];
    if (isAdmin(actor)) relations.push('admin');
    if (actor.id === account.id) relations.push('holder');
    return relations;
  },
  known: (relations) => relations.length > 0,
  permissions: { changeState: ['admin'] },
  notFoundMessage: m.userNotFound,
});
