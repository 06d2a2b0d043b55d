import { z } from 'zod';
import { isCommonPassword } from './common-passwords';
import { accountMessages as m } from './messages';

/** A new password. Only the forms that set one import this module, and with it the common-password list. */
export const passwordSchema = z
  .string({ error: m.passwordRequired })
  .min(1, { error: m.passwordRequired })
  .min(6, { error: m.passwordMin })
  .max(12, { error: m.passwordMax })
  .refine((value) => !isCommonPassword(value), { error: m.passwordTooCommon });
