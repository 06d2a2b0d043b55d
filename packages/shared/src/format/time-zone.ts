export const DEFAULT_TIME_ZONE = 'America/Los_Angeles';

/**
 * Zones found valid so far. Building a formatter is the only way to ask whether a zone exists, and it costs about
 * a millisecond; pages resolve the same zone for every date they draw. Only valid zones are kept, so the set is
 * bounded by the zones that exist, whatever strings callers send.
 */
const knownZones = new Set<string>();

/** The spec's EST parameter means the product's default zone. */
export function resolveTimeZone(zone: string | null | undefined): string {
  if (!zone || zone.toUpperCase() === 'EST') return DEFAULT_TIME_ZONE;
  if (knownZones.has(zone)) return zone;
  try {
    Intl.DateTimeFormat('en-US', { timeZone: zone });
    knownZones.add(zone);
    return zone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/** The numeric shapes dates and times are shown in: MM/DD/YYYY, and MM/DD/YYYY with hh:mm on a 12-hour clock. */
const NUMERIC_SHAPES = {
  date: { year: 'numeric', month: '2-digit', day: '2-digit' },
  dateTime: { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: true },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const numericFormats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per shape and zone: building one costs far more than using it, and lists format a value per row. */
export function numericFormatIn(shape: keyof typeof NUMERIC_SHAPES, zone: string): Intl.DateTimeFormat {
  const key = `${shape} ${zone}`;
  let format = numericFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, ...NUMERIC_SHAPES[shape] });
    numericFormats.set(key, format);
  }
  return format;
}
