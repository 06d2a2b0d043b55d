import { z } from 'zod';
import { sixDigitCodeSchema } from './code-schemas';
import { emailSchema } from './fields';
import { accountMessages as m } from './messages';
import { recoveryCodeSchema } from './recovery-code-schemas';

export const twoFactorTypeSchema = z.enum(['sms', 'google2fa']);
export type TwoFactorType = z.infer<typeof twoFactorTypeSchema>;

/** The second login step: the six-digit code, or (authenticator users) one of their recovery codes instead. */
export const verifyTwoFactorSchema = z
  .object({
    code: sixDigitCodeSchema.optional(),
    recovery_code: recoveryCodeSchema.optional(),
    email: emailSchema.optional(),
    type: twoFactorTypeSchema.optional(),
  })
  .refine((value) => value.code !== undefined || value.recovery_code !== undefined, { path: ['code'], error: m.codeLength });


export const resendCodeSchema = z.object({ email: emailSchema.optional() });

export const enableTwoFactorSchema = z.object({
  type: twoFactorTypeSchema,
  /** Required to finish a google2fa enrolment: a code from the newly scanned app. */
  code: sixDigitCodeSchema.optional(),
});

/**
 * Turning two-factor login off needs proof: the current password, or a current second-step code (from the
 * authenticator app, or texted by POST /send-verification-code to the number on file) for an account
 * that has no password (Google sign-in).
 */
export const disableTwoFactorSchema = z
  .object({
    password: z.string().max(128, { error: m.passwordMax }).optional(),
    code: sixDigitCodeSchema.optional(),
  })
  .refine((value) => Boolean(value.password) || value.code !== undefined, { path: ['password'], error: m.twoFactorProofRequired });
