import { defineAccess } from '../../platform/access/access';
import { findSessionOwners } from './active-sessions.repository';

/** A session is its owner's alone: nobody else, admins included, sees or ends it; to them it does not exist. */
export const sessionAccess = defineAccess({
  resource: 'session',
  load: findSessionOwners,
  relations: (actor, session: { id: number; user_id: number }) => (actor?.id === session.user_id ? ['owner' as const] : []),
  known: (relations) => relations.length > 0,
  permissions: { signOut: ['owner'] },
});
