import { z } from 'zod';
import { optionalUsPhoneSchema } from '../accounts/phone-schema';
import { pageQuerySchema, pageSchema } from '../http/pagination';
import { requiredLine, requiredLines, singleLineText } from '../http/text';
import { numeric, recordId } from '../http/record-id';
import { captureFieldsSchema, optionalEmailSchema, TEXT_MAX } from './capture-schemas';
import { networkMessages as m } from './messages';
import { NETWORK_ROLE_IDS } from './roles';

const MAX_LABELS = 50;

/** The capture form as the server checks it: the same fields, the phone as a US number. */
export const captureSchema = captureFieldsSchema.extend({ phone: optionalUsPhoneSchema });

/** POST /network and PUT /network/{id}: the add/edit prospect modal. */
export const prospectInputSchema = z.object({
  name: requiredLine(m.prospectNameRequired, TEXT_MAX),
  user_name: requiredLine(m.userNameRequired, TEXT_MAX),
  email: optionalEmailSchema,
  phone: optionalUsPhoneSchema,
  role: z
    .array(numeric(z.number().int().refine((id) => NETWORK_ROLE_IDS.includes(id), { error: m.unknownRole })))
    .max(NETWORK_ROLE_IDS.length)
    .default([]),
  label_ids: z.array(recordId).max(MAX_LABELS).default([]),
  project_id: recordId.nullable().optional().transform((value) => value ?? null),
});
export type ProspectInput = z.output<typeof prospectInputSchema>;

export const labelSchema = z.object({ id: z.number().int(), label_name: z.string() });
export type Label = z.infer<typeof labelSchema>;
const roleSchema = z.object({ id: z.number().int(), name: z.string() });

export const prospectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  user_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.array(z.number().int()),
  roles: z.array(roleSchema),
  label_ids: z.array(z.number().int()),
  labels: z.array(labelSchema),
  project_id: z.number().int().nullable(),
  project: z.object({ id: z.number().int(), property_address: z.string() }).nullable(),
  source: z.enum(['manual', 'capture', 'import']),
  created_at: z.string(),
});
export type Prospect = z.infer<typeof prospectSchema>;

export const prospectResponseSchema = z.object({ message: z.string().optional(), data: prospectSchema });
export const prospectPageSchema = pageSchema(prospectSchema);
export const prospectListSchema = z.object({ data: z.array(prospectSchema) });

/** GET /prospects: a page of the realtor's prospects, filtered by label, role and a search of name, user name, e-mail or phone. */
export const prospectListQuerySchema = pageQuerySchema.extend({
  search: singleLineText().trim().max(TEXT_MAX).optional(),
  label_id: recordId.optional(),
  role_id: recordId.optional(),
});
export type ProspectListQuery = z.output<typeof prospectListQuerySchema>;

export const labelInputSchema = z.object({
  label_name: requiredLine(m.labelNameRequired, 60),
});
export const labelResponseSchema = z.object({ message: z.string().optional(), data: labelSchema });
export const labelListSchema = z.object({ data: z.array(labelSchema) });
export const roleListSchema = z.object({ data: z.array(roleSchema) });

/** POST /prospects/labels: the list's bulk action adds these labels to these prospects. */
export const bulkLabelSchema = z.object({
  prospect_ids: z.array(recordId).min(1, { error: m.selectProspects }).max(500),
  label_ids: z.array(recordId).min(1, { error: m.selectLabels }).max(MAX_LABELS),
});

export const noteSchema = z.object({ id: z.number().int(), network_id: z.number().int(), message: z.string(), created_at: z.string(), updated_at: z.string() });
export const noteInputSchema = z.object({
  network_id: recordId,
  message: requiredLines(m.noteRequired, 5000),
});
export const noteUpdateSchema = noteInputSchema.pick({ message: true });
export const noteQuerySchema = z.object({ network_id: recordId });
export const noteResponseSchema = z.object({ message: z.string().optional(), data: noteSchema });
export const noteListSchema = z.object({ data: z.array(noteSchema) });
export const messageOnlySchema = z.object({ message: z.string() });
