import { defineEvent } from '../../platform/events/events';

/** A sign-in from a browser this account has never used before. */
export const newDeviceSignIn = defineEvent<{ userId: number; device: string; ip: string }>('accounts.new_device_sign_in');
/** A demo workspace was made ready for this user. */
export const workspaceReady = defineEvent<{ userId: number; firstName: string; role: string }>('accounts.workspace_ready');
/** Someone asked for a password reset link for this address (which may belong to no account). */
export const passwordResetRequested = defineEvent<{ email: string }>('accounts.password_reset_requested');
/** Repeated wrong passwords for this account: its sign-in is being slowed down. */
export const signInFailures = defineEvent<{ userId: number; failures: number }>('accounts.sign_in_failures');
