/** What the notification and communication-settings pages say (spec wording). */
export const settingsMessages = {
  updated: 'Communication settings updated successfully.',
  failed: 'Communication settings update failed, try again.',
  emptyNotifications: 'No Notifications Found.',
} as const;

/** An in-app path, or an absolute http(s) URL; anything else (javascript:, data:) is refused. */
export function isSafeNotificationPath(path: string): boolean {
  if (path.startsWith('/') && !path.startsWith('//')) return true;
  try {
    const url = new URL(path);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
