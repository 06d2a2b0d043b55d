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
