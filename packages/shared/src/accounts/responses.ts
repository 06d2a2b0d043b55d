import { z } from 'zod';

export const messageResponseSchema = z.object({ message: z.string() });

export const sessionUserSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  name: z.string(),
  email: z.string(),
  user_name: z.string(),
  roles: z.array(z.object({ id: z.number().int(), name: z.string() })),
  show_guided_tour: z.union([z.literal(0), z.literal(1)]),
  phone: z.string().nullable(),
  phone_verified: z.boolean(),
  two_factor_type: z.enum(['sms', 'google2fa']).nullable(),
  picture: z.string().nullable(),
  timezone: z.string().nullable(),
  /** A realtor's public card (null for everyone else until set). */
  dre_number: z.string().nullable(),
  brokerage: z.string().nullable(),
  bio: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginResponseSchema = z.object({
  message: z.string(),
  data: z.object({
    user: sessionUserSchema,
    authorization: z.object({
      token: z.string(),
      type: z.literal('bearer'),
      expires_at: z.string(),
      stage: z.enum(['pre_verification', 'verified']),
    }),
    twilio_token: z.string().nullable(),
    sms_verification_code_expires_at: z.string().nullable(),
  }),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const userResponseSchema = z.object({ message: z.string().optional(), data: sessionUserSchema });

export const codeSentResponseSchema = z.object({ message: z.string(), sms_verification_code_expires_at: z.string() });

export const enableTwoFactorResponseSchema = z.object({
  message: z.string(),
  data: z.union([
    /** Finishing an authenticator set-up also answers its recovery codes, shown this once. */
    z.object({ two_factor_type: z.enum(['sms', 'google2fa']), recovery_codes: z.array(z.string()).optional() }),
    z.object({ qr_code: z.string(), secret: z.string(), otpauth_url: z.string() }),
  ]),
});

export const publicConfigSchema = z.object({ google_client_id: z.string().nullable() });

/** POST /register: the new account's id, which the confirmation step sends back with its code. */
export const registerResponseSchema = z.object({ message: z.string(), data: z.object({ id: z.number() }) });

/** GET /user_name: whether the name is free, and the sentence the form shows under the field. */
export const userNameAvailabilitySchema = z.object({ available: z.boolean(), message: z.string() });
