import { describe, expect, it } from 'vitest';
import { daysOnMarket, formatDaysOnMarket, formatPricePerSquareFoot, pricePerSquareFoot } from './browse';

describe('price per square foot', () => {
  it('divides the price by the living area, to the dollar', () => {
    expect(pricePerSquareFoot(1_285_000, 2150)).toBe(598);
    expect(formatPricePerSquareFoot(1_285_000, 2150)).toBe('$598 / sq ft');
  });

  it('is unknown without a living area', () => {
    expect(pricePerSquareFoot(500_000, null)).toBeNull();
    expect(pricePerSquareFoot(500_000, 0)).toBeNull();
    expect(formatPricePerSquareFoot(500_000, null)).toBeNull();
  });
});

describe('days on market', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');

  it('counts whole days since the listing was created', () => {
    expect(daysOnMarket('2026-03-10T08:00:00Z', now)).toBe(0);
    expect(daysOnMarket('2026-03-09T11:00:00Z', now)).toBe(1);
    expect(daysOnMarket('2026-02-08T12:00:00Z', now)).toBe(30);
  });

  it('never goes below zero and tolerates a bad date', () => {
    expect(daysOnMarket('2026-03-12T00:00:00Z', now)).toBe(0);
    expect(daysOnMarket('not a date', now)).toBe(0);
  });

  it('reads as a short phrase', () => {
    expect(formatDaysOnMarket(0)).toBe('Listed today');
    expect(formatDaysOnMarket(1)).toBe('1 day on market');
    expect(formatDaysOnMarket(1200)).toBe('1,200 days on market');
  });
});
