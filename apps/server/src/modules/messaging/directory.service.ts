import { TYPEAHEAD_LIMIT } from '@openhouse/shared/properties/listing';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { findPeopleWithRole } from '../accounts/people';

/** A LIKE pattern for text contained anywhere, with the wildcards typed in it taken literally. */
export const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * GET /agent_list?query: realtors by name, so anyone signed in (a buyer, a seller) can find one to message.
 * Names and pictures only, never addresses (docs/DECISIONS.md, Accounts: people searches answer names).
 */
export async function listAgents(platform: Platform, actor: Actor, query: string): Promise<{ data: { id: number; name: string; picture: string | null }[] }> {
  const people = await findPeopleWithRole(platform.db, 'Realtor', likeContains(query), TYPEAHEAD_LIMIT + 1);
  return { data: people.filter((person) => person.id !== actor.id).slice(0, TYPEAHEAD_LIMIT).map(({ id, name, picture }) => ({ id, name, picture })) };
}

/** GET /twilio/token (docs/DECISIONS.md, Messaging: realtime token): the configured token source's answer for the caller. */
export function realtimeToken(platform: Platform, actor: Actor, bearerToken: string) {
  return { data: platform.realtimeTokens.issue(actor, bearerToken) };
}
