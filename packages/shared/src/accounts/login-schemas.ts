import { z } from 'zod';
import { singleLineText } from '../http/text';
import { emailSchema } from './fields';
import { accountMessages as m } from './messages';

/** A password typed to sign in: any length is compared, only its presence is checked. */
export const loginPasswordSchema = z
  .string({ error: m.passwordRequired })
  .min(1, { error: m.passwordRequired })
  .max(128, { error: m.passwordMax });

export const loginSchema = z.object({
  email: emailSchema,
  password: loginPasswordSchema,
  remember_me: z.boolean().optional().default(false),
});
export type LoginPayload = z.input<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const googleLoginSchema = z.object({
  access_token: z.string().min(10).max(4096),
  name: singleLineText().max(200).optional(),
  email: singleLineText().max(254).optional(),
  login_type: singleLineText().max(40).optional(),
  picture: singleLineText().max(2048).optional(),
});
