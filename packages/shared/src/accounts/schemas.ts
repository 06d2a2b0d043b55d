// Every account schema, for the server's routes. Each form of the web imports only the module of its own
// schemas, so a sign-in page downloads neither libphonenumber nor the common-password list
// (docs/ARCHITECTURE.md, Web).
export { emailSchema, nameSchema, userNameSchema } from './fields';
export { passwordSchema } from './password-schema';
export { usPhoneSchema } from './phone-schema';
export { confirmationCodeSchema, sixDigitCodeSchema } from './code-schemas';
export { forgotPasswordSchema, googleLoginSchema, loginPasswordSchema, loginSchema, type LoginPayload } from './login-schemas';
export { registerFormSchema, registerPayloadSchema, type RegisterForm, type RegisterPayload } from './registration-schemas';
export { toRegisterPayload } from './registration';
export { confirmationSchema, resendConfirmationSchema } from './confirmation-schemas';
export {
  disableTwoFactorSchema,
  enableTwoFactorSchema,
  resendCodeSchema,
  twoFactorTypeSchema,
  verifyTwoFactorSchema,
  type TwoFactorType,
} from './two-factor-schemas';
export { passwordUpdateSchema, resetPasswordSchema } from './password-change-schemas';
export { sendPhoneCodeSchema, timeZoneSchema, updatePhoneSchema, userNameQuerySchema, userUpdateSchema, verifyPhoneSchema } from './profile-schemas';
