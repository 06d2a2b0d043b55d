import { describe, expect, it } from 'vitest';
import { calendarMonthSvg } from './calendar-svg';
import { svgCalendarPrinter } from './calendar-printer';
import { busyMonth } from '../../../test/fixtures/busy-month';

describe('the built-in calendar printer', () => {
  it('draws the month’s events as escaped SVG, and prints a month of 500 events to a PNG and a PDF (how fast: `BENCH_ONLY=print npm run bench`)', async () => {
    const calendar = busyMonth();
    const light = { ...calendar, task_groups: calendar.task_groups.slice(0, 1), meetings: calendar.meetings.slice(0, 1) };
    const svg = calendarMonthSvg(light, '2027-03-01');
    expect(svg).toContain('March 2027');
    expect(svg).toContain('>Group 1<');
    // 15:00 UTC on March 1 is 10 AM in New York (before the clocks change).
    expect(svg).toContain('>10:00 AM Meeting 1<');
    expect(svg).toContain('Rita &lt;Realtor&gt; &amp; Co');
    expect(calendarMonthSvg(calendar, '2027-03-01')).toContain('more</text>');
    const png = await svgCalendarPrinter.print(calendar, '2027-03-01', 'png');
    const pdf = await svgCalendarPrinter.print(calendar, '2027-03-01', 'pdf');
    expect(png.contentType).toBe('image/png');
    expect(png.body.subarray(1, 4).toString()).toBe('PNG');
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
