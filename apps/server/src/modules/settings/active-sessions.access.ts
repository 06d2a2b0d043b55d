import { defineOwnerOnlyAccess } from '../../platform/access/access';
import { findSessionOwners } from './active-sessions.repository';

/** A session is its owner's alone: nobody else, admins included, sees or ends it; to them it does not exist. */
export const sessionAccess = defineOwnerOnlyAccess('session', findSessionOwners, ['signOut']);
