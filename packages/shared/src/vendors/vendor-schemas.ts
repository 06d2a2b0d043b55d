import { z } from 'zod';
import { usPhoneSchema } from '../accounts/phone-schema';
import { importPreviewSchema, importReportSchema } from '../csv-import/report';
import { pageQuerySchema, pageSchema } from '../http/pagination';
import { recordId } from '../http/record-id';
import { singleLineText } from '../http/text';
import { vendorMessages as m } from './messages';
import { VENDOR_TYPES } from './vendor-types';

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** A type spelled in any case ("plumber", as a spreadsheet may hold it) reads as the list's own spelling. */
const listedType = (value: unknown) => {
  const given = emptyToUndefined(value);
  if (typeof given !== 'string') return given;
  return VENDOR_TYPES.find((type) => type.toLowerCase() === given.trim().toLowerCase()) ?? given;
};

/** The add and edit vendor form (spec part 2, sections 3 and 5): also what each imported row must be. */
export const vendorInputSchema = z.object({
  name: singleLineText({ error: m.nameRequired }).trim().min(1, { error: m.nameRequired }).max(120),
  user_name: singleLineText({ error: m.userNameRequired }).trim().min(1, { error: m.userNameRequired }).max(60),
  email: z
    .string({ error: m.emailRequired })
    .trim()
    .min(1, { error: m.emailRequired })
    .max(190)
    .pipe(z.email({ error: m.emailInvalid }))
    .transform((email) => email.toLowerCase()),
  phone: z.preprocess(emptyToUndefined, usPhoneSchema().optional()),
  vendor_type: z.preprocess(listedType, z.enum(VENDOR_TYPES, { error: m.vendorTypeInvalid }).optional()),
  milestone_id: z.preprocess((value) => (value === '' || value === null ? undefined : value), recordId.optional()),
});
export type VendorInput = z.output<typeof vendorInputSchema>;

/** A vendor on a realtor's list; `user_id` is the vendor's account (what tasks are assigned to). */
export const vendorSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  user_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  vendor_type: z.string().nullable(),
  milestone_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type Vendor = z.output<typeof vendorSchema>;

export const vendorIdParamsSchema = z.object({ id: recordId });
export const vendorListQuerySchema = pageQuerySchema.extend({ search: singleLineText().trim().max(100).optional() });
export const vendorPageSchema = pageSchema(vendorSchema);
export const vendorResponseSchema = z.object({ message: z.string().optional(), data: vendorSchema });
export const vendorDeletedSchema = z.object({ message: z.string() });
export const vendorTypesResponseSchema = z.object({ data: z.array(z.string()) });

/** GET /vendors/projects?user_id=: the realtor's projects the vendor has tasks in. */
export const vendorProjectsQuerySchema = z.object({ user_id: recordId });
export const vendorProjectsResponseSchema = z.object({
  data: z.array(z.object({ id: z.number().int(), uuid: z.string(), property_address: z.string(), status: z.string() })),
});

/** POST /vendor-import answers a preview (mode=preview) or the import's report. */
export const vendorImportResponseSchema = z.object({ data: z.union([importPreviewSchema, importReportSchema]) });
