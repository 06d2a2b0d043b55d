import { describe, expect, it } from 'vitest';
import { eventTotal, formatInsightDate, formatInsightDay, hasInsightData, insightChartData } from './insight-chart';
import type { InsightRow } from './insights';

function row(overrides: Partial<InsightRow> = {}): InsightRow {
  return {
    date: '2025-03-04',
    unique_views: 0,
    unique_clicks: 0,
    total_views: 0,
    total_clicks: 0,
    total_downloads: 0,
    total_download: 0,
    user: null,
    ...overrides,
  };
}

describe('insight chart helpers', () => {
  it('has no data without rows or when every charted value is zero', () => {
    expect(hasInsightData([], 'view')).toBe(false);
    expect(hasInsightData([row(), row({ date: '2025-03-05' })], 'view')).toBe(false);
    // Clicks do not make a views chart worth drawing.
    expect(hasInsightData([row({ total_clicks: 3 })], 'view')).toBe(false);
    expect(hasInsightData([row({ total_clicks: 3 })], 'click')).toBe(true);
    expect(hasInsightData([row({ total_downloads: 1 })], 'download')).toBe(true);
  });

  it('keys chart points by readable metric names', () => {
    expect(insightChartData([row({ total_views: 4, unique_views: 2 })], 'view')).toEqual([{ date: 'Mar 4', 'Total views': 4, 'Unique views': 2 }]);
    expect(insightChartData([row({ total_downloads: 1 })], 'download')).toEqual([{ date: 'Mar 4', 'Total downloads': 1 }]);
    expect(insightChartData([row({ date: '2024-11-01', total_clicks: 9 })], 'click', 'month')).toEqual([{ date: 'Nov 2024', 'Total clicks': 9, 'Unique clicks': 0 }]);
  });

  it('formats calendar days without shifting them by a time zone', () => {
    expect(formatInsightDay('2025-01-01')).toBe('Jan 1');
    expect(formatInsightDate('2025-12-31')).toBe('12/31/2025');
    expect(formatInsightDate('not a date')).toBe('not a date');
    expect(formatInsightDay('2025-03-01', 'month')).toBe('Mar 2025');
    expect(formatInsightDate('2025-03-01', 'month')).toBe('Mar 2025');
  });

  it('counts the chosen event for a person', () => {
    const person = row({ total_views: 5, total_clicks: 2, total_downloads: 1 });
    expect(eventTotal(person, 'view')).toBe(5);
    expect(eventTotal(person, 'click')).toBe(2);
    expect(eventTotal(person, 'download')).toBe(1);
  });
});
