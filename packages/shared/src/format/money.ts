/**
 * Dollar amounts written by hand rather than with Intl.NumberFormat: building a currency formatter costs about
 * 30 ms of a phone's main thread the first time (ICU's locale data), and the landing page paid it while loading.
 * money.test.ts holds both functions to Intl's en-US output.
 */

/** 1250000 → "1,250,000". */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A listing price as buyers read it: $1,250,000 (cents only when there are some). */
export function formatPrice(value: number): string {
  if (!Number.isFinite(value)) return `$${value}`;
  const sign = value < 0 ? '-' : '';
  const absolute = Math.abs(value);
  if (Number.isInteger(value)) return `${sign}$${groupThousands(absolute.toFixed(0))}`;
  const [whole = '0', cents = '00'] = absolute.toFixed(2).split('.');
  return `${sign}$${groupThousands(whole)}.${cents}`;
}

/** A percentage rate (the buyer's premium) as 5% or 2.5%: at most two decimals, no trailing zeros. */
export function formatRate(rate: number): string {
  return `${Number(rate.toFixed(2))}%`;
}
