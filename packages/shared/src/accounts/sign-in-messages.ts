/**
 * What the sign-in form and its outcome say (spec wording), apart from the other account messages so the login
 * page downloads only these; accountMessages (./messages.ts) includes them for everyone else.
 */
export const signInMessages = {
  loginFailedNoPayload: 'Login failed. Please check your credentials.',
  loginException: 'An error occurred during login. Please try again later.',
  googleLoginFailed: 'Login failed, please try again',
  loginFailedToast: 'Login Failed',
  loggedIn: 'You are Logged In successfully.',
} as const;
