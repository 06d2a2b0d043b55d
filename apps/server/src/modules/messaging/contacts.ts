import { messagingMessages as m } from '@openhouse/shared/messaging/messages';
import { STAFF_ROLES } from '@openhouse/shared/roles/roles';
import type { Actor } from '../../platform/auth/session';
import type { Db } from '../../platform/db/client';
import { invalidField } from '../../platform/http/errors';
import { peopleWithAnyRole } from '../accounts/people';
import { biddingCounterparts } from '../bidding/bidding.queries';
import { meetingCounterparts } from '../meetings/meetings.queries';
import { projectCounterparts } from '../projects/projects.queries';
import { listingCounterparts } from '../properties/properties.queries';
import { vendorCounterparts } from '../vendors/vendors.queries';
import { conversationPartnersOf } from './messaging.repository';

/** Each way two people can be connected, asked only while someone is still unexplained. */
const CONNECTIONS: ((db: Db, personId: number) => Promise<Set<number>>)[] = [
  conversationPartnersOf,
  listingCounterparts,
  biddingCounterparts,
  meetingCounterparts,
  projectCounterparts,
];

/**
 * Whom a person may reach (start a conversation with, add to one, invite to a meeting; docs/DECISIONS.md,
 * Messaging: who may message whom): anyone on the staff (realtors, agents, admins), and anyone they already
 * share a conversation, a listing, a bidding approval, a meeting, a project or a vendor list entry with.
 * Answers those of `ids` out of reach, ids nobody holds included, so callers refuse both alike.
 */
export async function unreachablePeople(db: Db, actor: Actor, ids: readonly number[]): Promise<number[]> {
  const staff = await peopleWithAnyRole(db, ids, STAFF_ROLES);
  let unexplained = [...new Set(ids)].filter((id) => !staff.has(id));
  if (unexplained.length > 0) {
    const vendors = await vendorCounterparts(db, actor.id, unexplained);
    unexplained = unexplained.filter((id) => !vendors.has(id));
  }
  for (const connection of CONNECTIONS) {
    if (unexplained.length === 0) return [];
    const connected = await connection(db, actor.id);
    unexplained = unexplained.filter((id) => !connected.has(id));
  }
  return unexplained;
}

/** Conversations refuse anyone out of reach exactly as an id nobody holds, so accounts cannot be probed. */
export async function requireReachablePeople(db: Db, actor: Actor, ids: readonly number[], field: string): Promise<void> {
  if ((await unreachablePeople(db, actor, ids)).length > 0) throw invalidField(field, m.unknownParticipant);
}
