import { z } from 'zod';
import { singleLineText } from '../http/text';
import { isCommonPassword } from './common-passwords';
import { accountMessages as m } from './messages';
import { checkUsPhone } from './phone';
import { DEFAULT_TIME_ZONE } from '../format/datetime';

/** Accepts a string field, saying `required` both when it is absent and when it is blank. */
const requiredText = (required: string) =>
  singleLineText({ error: required }).trim().min(1, { error: required });

const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[a-z]{2,}$/i;

export const emailSchema = requiredText(m.emailRequired)
  .max(254, { error: m.emailInvalid })
  .toLowerCase()
  .regex(EMAIL_PATTERN, { error: m.emailInvalid });

export const passwordSchema = z
  .string({ error: m.passwordRequired })
  .min(1, { error: m.passwordRequired })
  .min(6, { error: m.passwordMin })
  .max(12, { error: m.passwordMax })
  .refine((value) => !isCommonPassword(value), { error: m.passwordTooCommon });

/** A password typed to sign in: any length is compared, only its presence is checked. */
export const loginPasswordSchema = z
  .string({ error: m.passwordRequired })
  .min(1, { error: m.passwordRequired })
  .max(128, { error: m.passwordMax });

export const nameSchema = requiredText(m.nameRequired)
  .min(4, { error: m.nameMin })
  .max(100, { error: 'Name may not be longer than 100 characters.' });

export const userNameSchema = requiredText(m.userNameRequired)
  .toLowerCase()
  .min(4, { error: m.userNameMin })
  .max(50, { error: 'User name may not be longer than 50 characters.' })
  .regex(/^[a-z0-9._-]+$/, { error: m.userNameFormat });

/** A US mobile number, answered as E.164. `required` is the message for a missing value. */
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

const dreSchema = singleLineText({ error: m.dreRequired }).trim().max(20, { error: 'DRE Number may not be longer than 20 characters.' });

/** A California DRE license number is 8 digits (leading zeros included); anything else cannot be looked up. */
const isDreNumber = (value: string) => /^\d{8}$/.test(value.trim());

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

/** Maps the sign-up form onto the registration payload (mobile is copied to phone). */
export function toRegisterPayload(form: z.output<typeof registerFormSchema>): RegisterPayload {
  const realtor = form.is_realtor === 'yes';
  return {
    name: form.name,
    user_name: form.user_name,
    email: form.email,
    password: form.password,
    password_confirmation: form.password_confirmation,
    phone: form.mobile,
    mobile: form.mobile,
    enabled: realtor ? 1 : 0,
    dre_number: realtor ? form.dre_number : null,
    terms: form.terms,
  };
}

export const loginSchema = z.object({
  email: emailSchema,
  password: loginPasswordSchema,
  remember_me: z.boolean().optional().default(false),
});
export type LoginPayload = z.input<typeof loginSchema>;

/** Every code Openhouse sends (e-mail, SMS, authenticator) has this many digits. */
const CODE_DIGITS = 6;

/**
 * A code as typed. The spec types it as a number, which cannot carry the leading zeros of a code like 012091:
 * a whole non-negative number is read back as the code it was, left-padded to CODE_DIGITS.
 */
function codeText(value: string | number): string {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value).padStart(CODE_DIGITS, '0');
  return String(value).trim();
}

export const confirmationCodeSchema = z
  .union([z.string(), z.number()], { error: m.confirmationRequired })
  .transform(codeText)
  .pipe(
    z
      .string()
      .min(1, { error: m.confirmationRequired })
      .min(4, { error: m.confirmationMin })
      .max(12, { error: m.confirmationInvalid })
      .regex(/^\d+$/, { error: m.confirmationDigits }),
  );

// Bounded to the id column's range: a larger number is simply no account (not a database error).
const accountIdSchema = z.coerce.number({ error: 'userId is required.' }).int().positive().max(2_147_483_647, { error: m.confirmationInvalid });

export const confirmationSchema = z.object({
  userId: accountIdSchema,
  verificationCode: confirmationCodeSchema,
});

/** POST /confirmation/resend: the account whose e-mail still needs its code (the id /register answered). */
export const resendConfirmationSchema = z.object({ userId: accountIdSchema });

export const twoFactorTypeSchema = z.enum(['sms', 'google2fa']);
export type TwoFactorType = z.infer<typeof twoFactorTypeSchema>;

export const sixDigitCodeSchema = z
  .union([z.string(), z.number()], { error: m.codeLength })
  .transform(codeText)
  .pipe(z.string().regex(/^\d{6}$/, { error: m.codeLength }));

export const verifyTwoFactorSchema = z.object({
  code: sixDigitCodeSchema,
  email: emailSchema.optional(),
  type: twoFactorTypeSchema.optional(),
});

export const resendCodeSchema = z.object({ email: emailSchema.optional() });

export const enableTwoFactorSchema = z.object({
  type: twoFactorTypeSchema,
  /** Required to finish a google2fa enrolment: a code from the newly scanned app. */
  code: sixDigitCodeSchema.optional(),
});

/**
 * Turning two-factor login off needs proof: the current password, or a current second-step code (from the
 * authenticator app, or texted by POST /send-verification-code to the number on file) for an account
 * that has no password (Google sign-in).
 */
export const disableTwoFactorSchema = z
  .object({
    password: z.string().max(128, { error: m.passwordMax }).optional(),
    code: sixDigitCodeSchema.optional(),
  })
  .refine((value) => Boolean(value.password) || value.code !== undefined, { path: ['password'], error: m.twoFactorProofRequired });

export const forgotPasswordSchema = z.object({ email: emailSchema });

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

export const googleLoginSchema = z.object({
  access_token: z.string().min(10).max(4096),
  name: singleLineText().max(200).optional(),
  email: singleLineText().max(254).optional(),
  login_type: singleLineText().max(40).optional(),
  picture: singleLineText().max(2048).optional(),
});

const TIME_ZONES = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);

/**
 * Whether the runtime knows the zone as an IANA one. The runtime's list holds canonical names only, and ICU's
 * canonical name is not always IANA's (Asia/Calcutta for Asia/Kolkata), so a name counts when it resolves to
 * one on the list; offsets and made-up names do not.
 */
function isKnownTimeZone(zone: string): boolean {
  try {
    return TIME_ZONES.has(new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone);
  } catch {
    return false;
  }
}

/**
 * A user's time zone: an IANA zone name, or UTC. EST is the spec's name for the product's default zone
 * (docs/DECISIONS.md, Accounts), so it is stored as that zone.
 */
export const timeZoneSchema = z
  .string()
  .max(64, { error: m.timeZoneInvalid })
  .transform((zone) => (zone.trim().toUpperCase() === 'EST' ? DEFAULT_TIME_ZONE : zone.trim()))
  .refine(isKnownTimeZone, { error: m.timeZoneInvalid });

/** What a user may change about themselves through PUT /users/{id}. Roles, ids and e-mail are not here. */
export const userUpdateSchema = z
  .object({
    name: nameSchema.optional(),
    user_name: userNameSchema.optional(),
    show_guided_tour: z.union([z.boolean(), z.literal(0), z.literal(1)]).transform(Number).optional(),
    timezone: timeZoneSchema.optional(),
  })
  .strict();

export const userNameQuerySchema = z.object({ user_name: userNameSchema });

export const sendPhoneCodeSchema = z.object({ phone: usPhoneSchema(m.phoneEmpty).optional() });
export const verifyPhoneSchema = z.object({ code: sixDigitCodeSchema });
export const updatePhoneSchema = z.object({ phone: usPhoneSchema(m.phoneEmpty), code: sixDigitCodeSchema });
