const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const usdCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** A listing price as buyers read it: $1,250,000 (cents only when there are some). */
export function formatPrice(value: number): string {
  return Number.isInteger(value) ? usd.format(value) : usdCents.format(value);
}

/** A percentage rate (the buyer's premium) as 5% or 2.5%: at most two decimals, no trailing zeros. */
export function formatRate(rate: number): string {
  return `${Number(rate.toFixed(2))}%`;
}
