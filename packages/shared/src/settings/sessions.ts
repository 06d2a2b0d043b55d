import { z } from 'zod';
import { recordId } from '../http/record-id';

/** One signed-in browser or device of mine, as the settings page lists it. */
export const activeSessionSchema = z.object({
  id: z.number().int(),
  device: z.string(),
  ip: z.string().nullable(),
  signed_in_at: z.string(),
  last_seen_at: z.string(),
  expires_at: z.string(),
  /** The session making this request: "this one". */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;

export const activeSessionsResponseSchema = z.object({ data: z.array(activeSessionSchema) });

export const sessionIdParamsSchema = z.object({ id: recordId });

export const sessionsMessages = {
  signedOut: 'The session was signed out.',
  othersSignedOut: 'All other sessions were signed out.',
  failed: 'The session could not be signed out, try again.',
  empty: 'No other sessions.',
} as const;

export const signedOutOthersSchema = z.object({ message: z.string(), ended: z.number().int() });

/** The sessions of one device and browser, as one row: the newest one's address and time, and every id to end. */
export type SessionGroup = { device: string; ids: number[]; count: number; current: boolean; ip: string | null; last_seen_at: string };

/** The sessions of a row that may be signed out from here: all of them but this one. */
export const endableIds = (group: SessionGroup, sessions: readonly ActiveSession[]) => group.ids.filter((id) => !sessions.find((session) => session.id === id)?.current);

/**
 * Signing in again on the same browser leaves its older sessions running until they expire; listed one by one
 * they read as the same line many times. One row per device and browser, last seen when any of them was, the
 * current one's row first; the rest most recently seen first.
 */
export function collapseSessions(sessions: readonly ActiveSession[]): SessionGroup[] {
  const groups = new Map<string, SessionGroup>();
  const newestFirst = [...sessions].sort((a, b) => Date.parse(b.last_seen_at) - Date.parse(a.last_seen_at));
  for (const session of newestFirst) {
    const group = groups.get(session.device);
    if (group) {
      group.ids.push(session.id);
      group.count += 1;
      group.current ||= session.current;
    } else {
      groups.set(session.device, { device: session.device, ids: [session.id], count: 1, current: session.current, ip: session.ip, last_seen_at: session.last_seen_at });
    }
  }
  return [...groups.values()].sort((a, b) => Number(b.current) - Number(a.current));
}
