const number = new Intl.NumberFormat('en-US');

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
