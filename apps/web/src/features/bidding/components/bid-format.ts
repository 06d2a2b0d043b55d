import { contingencyLabels, type Contingency } from '@openhouse/shared/bidding/rules';

/** A calendar date (YYYY-MM-DD) as tables show dates, MM/DD/YYYY; it has no time, so no zone may shift it. */
export function formatCalendarDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : date;
}

export function formatContingencies(values: readonly Contingency[]): string {
  return values.map((value) => contingencyLabels[value] ?? value).join(', ');
}

/** Rates come as numbers (5, 2.5): shown as 5% or 2.5%. */
export function formatRate(rate: number): string {
  return `${Number.isInteger(rate) ? rate : rate.toFixed(2).replace(/0+$/, '')}%`;
}
