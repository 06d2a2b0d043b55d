import { z } from 'zod';
import { accountMessages as m } from './messages';
import { checkUsPhone } from './phone';

/**
 * A US mobile number, answered as E.164. `required` is the message for a missing value. Only the forms that
 * take a phone import this module, and with it libphonenumber's metadata.
 */
export const usPhoneSchema = (required: string = m.phoneRequired) =>
  z
    .string({ error: required })
    .max(40, { error: m.phoneInvalid })
    .transform((value, ctx) => {
      const check = checkUsPhone(value);
      if (check.ok) return check.e164;
      const message =
        check.reason === 'empty' ? required : check.reason === 'too_short' ? m.phoneTooShort : m.phoneInvalid;
      ctx.issues.push({ code: 'custom', message, input: value });
      return z.NEVER;
    });

/**
 * An optional US phone, as every form that may leave it out takes it (prospects, the capture page, vendors, and
 * each imported row): blank or null is none; anything else is checked as above, with the same messages.
 */
export const optionalUsPhoneSchema = z
  .preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), usPhoneSchema().nullable().optional())
  .transform((value) => value ?? null);
