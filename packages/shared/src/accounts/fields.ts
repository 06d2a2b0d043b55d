import { multiLineText, singleLineText, textMessages } from '../http/text';
import { accountMessages as m } from './messages';
import { USER_NAME_MAX, USER_NAME_MIN, USER_NAME_PATTERN } from './rules';

/** Accepts a string field, saying `required` both when it is absent and when it is blank. */
const requiredText = (required: string) =>
  singleLineText({ error: required }).trim().min(1, { error: required });

const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[a-z]{2,}$/i;

export const emailSchema = requiredText(m.emailRequired)
  .max(254, { error: textMessages.maxLength(254) })
  .toLowerCase()
  .regex(EMAIL_PATTERN, { error: m.emailInvalid });

export const nameSchema = requiredText(m.nameRequired)
  .min(4, { error: m.nameMin })
  .max(100, { error: textMessages.maxLength(100) });

export const userNameSchema = requiredText(m.userNameRequired)
  .toLowerCase()
  .min(USER_NAME_MIN, { error: m.userNameMin })
  .max(USER_NAME_MAX, { error: textMessages.maxLength(USER_NAME_MAX) })
  .regex(USER_NAME_PATTERN, { error: m.userNameFormat });

export const dreSchema = singleLineText({ error: m.dreRequired }).trim().max(20, { error: textMessages.maxLength(20) });

/** A California DRE license number is 8 digits (leading zeros included); anything else cannot be looked up. */
export const isDreNumber = (value: string) => /^\d{8}$/.test(value.trim());

export const BROKERAGE_MAX = 120;
export const BIO_MAX = 600;

/** Blank text clears an optional field: stored as null, so pages show nothing rather than an empty line. */
const blankToNull = (value: string) => (value === '' ? null : value);

/**
 * A realtor's public card, shown on their listings: licence (DRE) number, brokerage and a short bio. Plain text:
 * stored as typed and always rendered as text, never as HTML. Only realtors may send them (profile.service.ts).
 */
export const realtorProfileFields = {
  dre_number: dreSchema.refine(isDreNumber, { error: m.dreInvalid }).optional(),
  brokerage: singleLineText().trim().max(BROKERAGE_MAX, { error: m.brokerageTooLong }).transform(blankToNull).optional(),
  bio: multiLineText().trim().max(BIO_MAX, { error: m.bioTooLong }).transform(blankToNull).optional(),
};
export const REALTOR_PROFILE_FIELDS = ['dre_number', 'brokerage', 'bio'] as const;
