const number = new Intl.NumberFormat('en-US');

/** "3 bd · 2.5 ba · 1,850 sq ft", leaving out what the listing does not say. */
export function formatFactsLine(property: { bedrooms: number | null; bathrooms: number | null; living_area: number | null }): string {
  const parts: string[] = [];
  if (property.bedrooms !== null) parts.push(`${property.bedrooms} bd`);
  if (property.bathrooms !== null) parts.push(`${property.bathrooms} ba`);
  if (property.living_area !== null) parts.push(`${number.format(property.living_area)} sq ft`);
  return parts.join(' · ');
}

export function formatNumber(value: number): string {
  return number.format(value);
}

/**
 * A stored E.164 US number as xxx-xxx-xxxx. The shared phone module does the same but brings
 * libphonenumber with it, too heavy for the public detail page's first load.
 */
export function formatContactPhone(e164: string): string {
  const digits = e164.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return digits.length === 10 ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` : e164;
}
