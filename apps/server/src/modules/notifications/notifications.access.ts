import { defineAccess } from '../../platform/access/access';
import { findNotificationOwners } from './notifications.repository';

/**
 * A notification is its owner's alone (docs/DECISIONS.md, "Who may do what"): not even an admin reads or
 * marks someone else's, and to anyone else it does not exist.
 */
export const notificationAccess = defineAccess({
  resource: 'notification',
  load: findNotificationOwners,
  relations: (actor, notification: { id: number; user_id: number }) => (actor?.id === notification.user_id ? ['owner' as const] : []),
  known: (relations) => relations.length > 0,
  permissions: { mark: ['owner'] },
});
