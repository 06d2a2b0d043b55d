import { defineEvent } from '../../platform/events/events';

/** A sign-in from a browser this account has never used before. */
export const newDeviceSignIn = defineEvent<{ userId: number; device: string; ip: string }>('accounts.new_device_sign_in');
/** A demo workspace was made ready for this user. */
export const workspaceReady = defineEvent<{ userId: number; firstName: string; role: string }>('accounts.workspace_ready');
