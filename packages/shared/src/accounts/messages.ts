import { signInMessages } from './sign-in-messages';

/**
 * Every user-facing account message, worded exactly as the specification gives it.
 * Server and web import these so both sides say the same thing.
 */
export const accountMessages = {
  ...signInMessages,
  emailRequired: 'Please enter an email',
  emailInvalid: 'Not a valid email',
  passwordRequired: 'Please enter password',
  passwordMin: 'You must enter minimum 6 characters.',
  passwordMax: 'You must enter maximum 12 characters.',
  passwordMismatch: 'The password and confirmation password do not match.',
  passwordTooCommon: 'This password is too common.',
  nameRequired: 'Name is required.',
  nameMin: 'Minimum length should be 4',
  userNameRequired: 'user_name is required.',
  userNameMin: 'Minimum length should be 4',
  userNameFormat: 'User name may only contain letters, numbers, dots, dashes and underscores.',
  userNameTaken: 'The user name has already been taken.',
  emailTaken: 'The email has already been taken.',
  dreRequired: 'DRE Number is required.',
  dreInvalid: 'DRE Number must be the 8 digits of a California real estate license.',
  phoneRequired: 'Mobile No is required',
  phoneInvalid: 'Please enter a valid phone number',
  phoneTooShort: 'Phone number must have at least 10 digits',
  phoneEmpty: 'Please enter a phone number',
  termsRequired: 'Please accept the Terms and Conditions.',
  confirmationRequired: 'Confirmation code is required.',
  confirmationMin: 'Minimum length should be 4',
  confirmationDigits: 'Only numeric characters are allowed.',
  codeLength: 'The code must be exactly 6 digits.',
  timeZoneInvalid: 'Please choose a valid time zone.',
  currentPasswordRequired: 'Please enter your current password.',
  currentPasswordWrong: 'The current password is incorrect.',

  registrationFailed: 'Something went wrong, please try again.',
  emailNotVerified: 'Please verify your email address first.',
  accountDisabled: 'This account is disabled.',

  registered: 'You are successfully registered with us. Please check your email for the verification link.',
  confirmed: 'Your email address is verified.',
  confirmationInvalid: 'The verification code is invalid or has expired.',
  userIdRequired: 'userId is required.',
  confirmationResent: 'If this account is still waiting to be verified, a new code is on its way to its email address.',
  loggedOut: 'You are logged out.',

  twoFactorFailed: 'Two-Factor Authentication verification failed.',
  otpResendFailed: 'Failed to resend OTP.',
  otpUnexpectedVerify: 'Unexpected error verifying OTP',
  otpUnexpectedResend: 'Unexpected error resending OTP',
  otpVerified: 'OTP verified successfully',
  otpResent: 'OTP resent successfully',
  otpTooManyTries: 'Too many wrong codes. Please request a new code.',
  otpResendTooSoon: 'Please wait until the current code expires before requesting a new one.',
  twoFactorEnabled: 'Two-factor authentication is enabled.',
  twoFactorDisabled: 'Two-factor authentication is disabled.',
  twoFactorProofRequired: 'Enter your password or a current two-factor code.',
  twoFactorNoPassword: 'This account has no password. Enter a current two-factor code instead.',
  twoFactorNeedsPhone: 'Add and verify a mobile number before turning on SMS codes.',
  totpEnrolmentStarted: 'Scan the QR code with your authenticator app, then enter the code it shows.',

  resetRequested: 'If an account exists for that email, we have sent a link to reset the password.',
  resetDone: 'Your password has been reset. You can sign in now.',
  resetInvalid: 'This password reset link is invalid or has expired.',

  profileUpdated: 'Your profile has been updated.',
  passwordUpdated: 'Your password has been updated.',
  profileDeleted: 'Your account has been deleted.',
  pictureInvalid: 'The picture must be a png, jpg, gif or webp image.',
  pictureTooLarge: 'The picture may not be larger than 5 MB.',
  phoneCodeSent: 'A verification code has been sent to your phone.',
  phoneVerified: 'Your phone number is verified.',
  phoneUpdated: 'Your phone number has been updated.',
  userNameAvailable: 'The user name is available.',
  realtorProfileOnly: 'Only realtors have a licence number, brokerage and bio.',
  brokerageTooLong: 'You must enter maximum 120 characters.',
  bioTooLong: 'You must enter maximum 600 characters.',
} as const;

export type AccountMessage = (typeof accountMessages)[keyof typeof accountMessages];

// Apart, so a page that only shows toasts does not download every account message with their durations.
export { toastDurations } from './toast-durations';
