/** What the admin users page and its routes say. */
export const adminMessages = {
  userNotFound: 'User not found.',
  cannotDisableSelf: 'You cannot disable your own account.',
  disabled: (name: string) => `${name}'s account is disabled. Their sessions have ended.`,
  enabled: (name: string) => `${name}'s account is enabled again.`,
  alreadyDisabled: (name: string) => `${name}'s account was already disabled.`,
  alreadyEnabled: (name: string) => `${name}'s account was already enabled.`,
  loadFailed: 'The users could not be loaded. Please try again.',
  auditLoadFailed: 'The admin activity could not be loaded. Please try again.',
  noUsers: 'No users match this search.',
  noActivity: 'No admin actions yet.',
} as const;

/** What each recorded admin action reads as in the activity list. */
export const ADMIN_ACTIONS = {
  'user.disabled': 'Disabled an account',
  'user.enabled': 'Re-enabled an account',
} as const;
export type AdminAction = keyof typeof ADMIN_ACTIONS;
