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
