import { z } from 'zod';
import { singleLineText } from '../http/text';
import { dreSchema, emailSchema, isDreNumber, nameSchema, userNameSchema } from './fields';
import { accountMessages as m } from './messages';
import { passwordSchema } from './password-schema';
import { usPhoneSchema } from './phone-schema';


/**
 * The registration payload of the API (spec part 1 section 3). `enabled` is 1 for a realtor,
 * who must give a DRE number; 0 for a buyer.
 */
export const registerPayloadSchema = z
  .object({
    name: nameSchema,
    user_name: userNameSchema,
    email: emailSchema,
    password: passwordSchema,
    password_confirmation: z.string({ error: m.passwordRequired }).min(1, { error: m.passwordRequired }),
    phone: usPhoneSchema(),
    mobile: singleLineText().max(40).optional(),
    enabled: z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]).transform(Number).default(0),
    dre_number: dreSchema.optional().nullable(),
    terms: z.boolean().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.password_confirmation) {
      ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: m.passwordMismatch });
    }
    if (value.enabled === 1 && !value.dre_number?.trim()) {
      ctx.addIssue({ code: 'custom', path: ['dre_number'], message: m.dreRequired });
    } else if (value.enabled === 1 && !isDreNumber(value.dre_number!)) {
      ctx.addIssue({ code: 'custom', path: ['dre_number'], message: m.dreInvalid });
    }
    if (value.terms === false) {
      ctx.addIssue({ code: 'custom', path: ['terms'], message: m.termsRequired });
    }
  });
export type RegisterPayload = z.input<typeof registerPayloadSchema>;

/** The sign-up form: the payload's fields with the realtor question and the terms box as the user sees them. */
export const registerFormSchema = z
  .object({
    name: nameSchema,
    user_name: userNameSchema,
    email: emailSchema,
    password: passwordSchema,
    password_confirmation: z.string().min(1, { error: m.passwordRequired }),
    mobile: usPhoneSchema(),
    is_realtor: z.enum(['yes', 'no']),
    dre_number: singleLineText().trim().max(20).optional(),
    terms: z.boolean().refine((accepted) => accepted, { error: m.termsRequired }),
  })
  .superRefine((value, ctx) => {
    if (value.password !== value.password_confirmation) {
      ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: m.passwordMismatch });
    }
    if (value.is_realtor === 'yes' && !value.dre_number?.trim()) {
      ctx.addIssue({ code: 'custom', path: ['dre_number'], message: m.dreRequired });
    } else if (value.is_realtor === 'yes' && !isDreNumber(value.dre_number!)) {
      ctx.addIssue({ code: 'custom', path: ['dre_number'], message: m.dreInvalid });
    }
  });
export type RegisterForm = z.input<typeof registerFormSchema>;
