/** Shows a stored phone as xxx-xxx-xxxx, the +1 prefix dropped (spec). */
export function formatUsPhone(e164: string | null | undefined): string {
  if (!e164) return '';
  const digits = e164.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  if (digits.length !== 10) return e164;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** Hides all but the last two digits, for the two-factor page: ***-***-**89. */
export function maskPhone(e164: string | null | undefined): string {
  const shown = formatUsPhone(e164);
  if (!shown) return '';
  return shown.replace(/\d(?=(?:\D*\d){2})/g, '*');
}
