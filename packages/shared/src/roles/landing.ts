/** Only a vendor and nobody else: lands on the task board and has no Dashboard link. */
export function isVendorOnly(roles: readonly string[]): boolean {
  return roles.includes('Vendor') && !roles.some((role) => role !== 'Vendor' && role !== 'Prospect');
}

/** Where a user goes after signing in: vendors to their tasks, others back to where they were. */
export function landingPath(roles: readonly string[], referrer?: string | null): string {
  if (isVendorOnly(roles)) return '/projects/tasks';
  if (!referrer || referrer === '/' || !referrer.startsWith('/') || referrer.startsWith('//') || referrer.startsWith('/auth')) {
    return '/dashboard';
  }
  return referrer;
}
