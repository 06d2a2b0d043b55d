import { z } from 'zod';
import { accountMessages as m } from './messages';
import { passwordSchema } from './password-schema';

export const resetPasswordSchema = z
  .object({
    token: z.string().min(20).max(200),
    password: passwordSchema,
    password_confirmation: z.string().min(1, { error: m.passwordRequired }),
  })
  .refine((value) => value.password === value.password_confirmation, {
    path: ['password_confirmation'],
    error: m.passwordMismatch,
  });

export const passwordUpdateSchema = z
  .object({
    current_password: z.string({ error: m.currentPasswordRequired }).min(1, { error: m.currentPasswordRequired }).max(128),
    password: passwordSchema,
    password_confirmation: z.string({ error: m.passwordRequired }).min(1, { error: m.passwordRequired }),
  })
  .refine((value) => value.password === value.password_confirmation, {
    path: ['password_confirmation'],
    error: m.passwordMismatch,
  });
