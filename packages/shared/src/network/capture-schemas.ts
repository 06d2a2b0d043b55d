import { z } from 'zod';
import { recordId } from '../http/record-id';
import { requiredLine, singleLineText, textMessages } from '../http/text';
import { networkMessages as m } from './messages';

/** The bound of every short text a visitor or realtor types about a person. */
export const TEXT_MAX = 120;

/** An optional e-mail: empty means none. */
export const optionalEmailSchema = z
  .string()
  .trim()
  .max(TEXT_MAX, { error: textMessages.maxLength(TEXT_MAX) })
  .optional()
  .nullable()
  .transform((value) => (value ? value.toLowerCase() : null))
  .refine((value) => value === null || z.email().safeParse(value).success, { error: m.emailInvalid });

/**
 * POST /add-qr-details, the public capture form. `website` is a honeypot: people never see it, bots fill it,
 * and the server then answers as if it had stored the details (docs/DECISIONS.md, Prospects and capture).
 * The phone is checked on the server (US numbers only), so this page does not load the phone metadata.
 */
export const captureFieldsSchema = z.object({
  name: requiredLine(m.captureNameRequired, TEXT_MAX),
  email: optionalEmailSchema,
  phone: singleLineText().max(40).optional().nullable(),
  realtor_id: recordId,
  project_id: recordId,
  website: singleLineText().max(200).optional(),
});

export const captureResponseSchema = z.object({
  message: z.string(),
  data: z.object({ name: z.string(), email: z.string().nullable(), phone: z.string().nullable() }),
});
