import { describe, expect, it } from 'vitest';
import { formatPrice, formatRate } from './money';

// What the hand-written formatting must match: Intl's en-US dollars, as the app used before.
const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const withCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
const intl = (value: number) => (Number.isInteger(value) ? whole.format(value) : withCents.format(value));

describe('formatPrice', () => {
  it('writes whole dollars with thousands separators, cents only when there are some', () => {
    expect(formatPrice(1_250_000)).toBe('$1,250,000');
    expect(formatPrice(0)).toBe('$0');
    expect(formatPrice(999)).toBe('$999');
    expect(formatPrice(1000)).toBe('$1,000');
    expect(formatPrice(1234.5)).toBe('$1,234.50');
    expect(formatPrice(0.07)).toBe('$0.07');
    expect(formatPrice(-2500)).toBe('-$2,500');
  });

  it('matches Intl en-US for every kind of amount', () => {
    const values = [1, 12, 123, 1234, 12_345, 123_456, 1_234_567, 12_345_678, 999_999_999, 1e12, 0.5, 0.99, 10.1, 99.99, 1_000_000.25, -1, -0.5, -1_234_567.89];
    let seed = 7;
    for (let i = 0; i < 2000; i += 1) {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      const magnitude = 10 ** (seed % 10);
      values.push(Math.round(((seed % 100_000) / 100_000) * magnitude * 100) / 100, seed % 50_000_000);
    }
    for (const value of values) expect(formatPrice(value), String(value)).toBe(intl(value));
  });
});

describe('formatRate', () => {
  it('keeps at most two decimals and no trailing zeros', () => {
    expect(formatRate(5)).toBe('5%');
    expect(formatRate(2.5)).toBe('2.5%');
    expect(formatRate(2.555)).toBe('2.56%');
  });
});
