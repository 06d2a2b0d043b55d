import { formatPrice } from '../format/money';

/** Pure rules of the browsing experience (search, listing page), used by the web app and its tests. */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Asking price per square foot of living area, rounded to the dollar; null when the area is unknown or zero. */
export function pricePerSquareFoot(value: number, livingArea: number | null): number | null {
  if (livingArea === null || livingArea <= 0 || !Number.isFinite(value)) return null;
  return Math.round(value / livingArea);
}

/** "$598 / sq ft", or null when the listing does not say its living area. */
export function formatPricePerSquareFoot(value: number, livingArea: number | null): string | null {
  const perFoot = pricePerSquareFoot(value, livingArea);
  return perFoot === null ? null : `${formatPrice(perFoot)} / sq ft`;
}

/** Whole days since the listing went on the market; a date in the future (a clock off) counts as 0. */
export function daysOnMarket(listedAt: string, now: number = Date.now()): number {
  const listed = Date.parse(listedAt);
  if (Number.isNaN(listed)) return 0;
  return Math.max(0, Math.floor((now - listed) / DAY_MS));
}

/** "Listed today", "1 day on market", "12 days on market". */
export function formatDaysOnMarket(days: number): string {
  if (days <= 0) return 'Listed today';
  return days === 1 ? '1 day on market' : `${days.toLocaleString('en-US')} days on market`;
}

/** "3 bd · 2.5 ba · 1,850 sq ft", leaving out what the listing does not say (cards, and listings shared in chats). */
export function formatFactsLine(property: { bedrooms: number | null; bathrooms: number | null; living_area: number | null }): string {
  const parts: string[] = [];
  if (property.bedrooms !== null) parts.push(`${property.bedrooms} bd`);
  if (property.bathrooms !== null) parts.push(`${property.bathrooms} ba`);
  if (property.living_area !== null) parts.push(`${new Intl.NumberFormat('en-US').format(property.living_area)} sq ft`);
  return parts.join(' · ');
}
