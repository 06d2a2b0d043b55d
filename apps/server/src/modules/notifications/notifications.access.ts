import { defineOwnerOnlyAccess } from '../../platform/access/access';
import { findNotificationOwners } from './notifications.repository';

/** A notification is its owner's alone (docs/DECISIONS.md, "Who may do what"): to anyone else it does not exist. */
export const notificationAccess = defineOwnerOnlyAccess('notification', findNotificationOwners, ['mark']);
