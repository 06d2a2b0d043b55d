import { z } from 'zod';
import { accountMessages as m } from './messages';

/** What only the recovery-code screens say (kept apart from the messages every page loads). */
export const recoveryMessages = {
  issued: 'New recovery codes are ready. Each one signs you in once; the old ones no longer work.',
  needAuthenticator: 'Recovery codes come with authenticator-app two-factor login. Turn it on first.',
} as const;

/** How many recovery codes an authenticator set-up gives (ours; each signs in once in place of a code). */
export const RECOVERY_CODE_COUNT = 10;
/** Ten letters and digits without look-alikes (no 0/o, 1/l/i), shown as two groups of five: "k7m2p-x9qrt". */
export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_CODE = /^[a-hjkmnp-z2-9]{10}$/;

/** A recovery code as typed: any case, spaces and hyphens ignored. */
export const recoveryCodeSchema = z
  .string({ error: m.twoFactorFailed })
  .max(40, { error: m.twoFactorFailed })
  .transform((typed) => typed.toLowerCase().replace(/[\s-]/g, ''))
  .pipe(z.string().regex(RECOVERY_CODE, { error: m.twoFactorFailed }));

/** POST /two-factor/recovery-codes: a new set replaces the old; the same proof as turning two-factor off. */
export const recoveryCodesResponseSchema = z.object({ message: z.string(), data: z.object({ recovery_codes: z.array(z.string()) }) });
