import { z } from 'zod';
import { optionalUsPhoneSchema } from '../accounts/phone-schema';
import { importPreviewSchema, importReportSchema } from '../csv-import/report';
import { pageQuerySchema, pageSchema } from '../http/pagination';
import { recordId } from '../http/record-id';
import { requiredLine, singleLineText, textMessages } from '../http/text';
import { vendorMessages as m } from './messages';
import { matchVendorType } from './vendor-type-match';
import { VENDOR_TYPES } from './vendor-types';

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** A type spelled in any case or a close synonym ("inspector", as a spreadsheet may hold it) reads as the list's own spelling. */
const listedType = (value: unknown) => {
  const given = emptyToUndefined(value);
  if (typeof given !== 'string') return given;
  return matchVendorType(given) ?? given;
};

/** The add and edit vendor form (spec part 2, sections 3 and 5): also what each imported row must be. */
export const vendorInputSchema = z.object({
  name: requiredLine(m.nameRequired, 120),
  user_name: requiredLine(m.userNameRequired, 60),
  email: z
    .string({ error: m.emailRequired })
    .trim()
    .min(1, { error: m.emailRequired })
    .max(190, { error: textMessages.maxLength(190) })
    .pipe(z.email({ error: m.emailInvalid }))
    .transform((email) => email.toLowerCase()),
  phone: optionalUsPhoneSchema,
  vendor_type: z.preprocess(listedType, z.enum(VENDOR_TYPES, { error: m.vendorTypeInvalid }).optional()),
  milestone_id: z.preprocess((value) => (value === '' || value === null ? undefined : value), recordId.optional()),
});
export type VendorInput = z.output<typeof vendorInputSchema>;

/** A vendor on a realtor's list; `user_id` is the vendor's account (what tasks are assigned to). */
export const vendorSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  /** The spec's name for the vendor's account id (what tasks, upload links and `vendor_id` parameters name): user_id. */
  vendor_id: z.number().int(),
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
