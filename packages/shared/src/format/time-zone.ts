export const DEFAULT_TIME_ZONE = 'America/Los_Angeles';

/** The spec's EST parameter means the product's default zone. */
export function resolveTimeZone(zone: string | null | undefined): string {
  if (!zone || zone.toUpperCase() === 'EST') return DEFAULT_TIME_ZONE;
  try {
    Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}
