import { z } from 'zod';
import { numeric } from '../http/record-id';
import { confirmationCodeSchema } from './code-schemas';
import { accountMessages as m } from './messages';

// Bounded to the id column's range: a larger number is simply no account (not a database error).
const accountIdSchema = numeric(z.number({ error: m.userIdRequired }).int().positive().max(2_147_483_647, { error: m.confirmationInvalid }));

export const confirmationSchema = z.object({
  userId: accountIdSchema,
  verificationCode: confirmationCodeSchema,
});

/** POST /confirmation/resend: the account whose e-mail still needs its code (the id /register answered). */
export const resendConfirmationSchema = z.object({ userId: accountIdSchema });
