import { projectMessages } from '@openhouse/shared/projects/messages';
import { describe, expect, it } from 'vitest';
import { draggedDates } from './drag-dates';

// Tuesday March 2 to Thursday March 4, 2027, 9 AM to 5 PM.
const SPAN = '2027-03-02 09:00:00|2027-03-04 17:00:00';

describe('the dates a drag gives a task group', () => {
  it('resizing moves the end only, by the days between the last day and the day dropped on, keeping its hour', () => {
    expect(draggedDates(SPAN, '2027-03-04', '2027-03-09', true)).toEqual({ kind: 'dates', body: { start_date: '2027-03-02 09:00:00', end_date: '2027-03-09 17:00:00' } });
    // Shorter, down to the first day: still after the start on that day.
    expect(draggedDates(SPAN, '2027-03-04', '2027-03-02', true)).toEqual({ kind: 'dates', body: { start_date: '2027-03-02 09:00:00', end_date: '2027-03-02 17:00:00' } });
  });

  it('resizing across a month keeps counting whole days', () => {
    expect(draggedDates('2027-02-26 08:00:00|2027-02-27 12:30:00', '2027-02-27', '2027-03-02', true)).toEqual({
      kind: 'dates',
      body: { start_date: '2027-02-26 08:00:00', end_date: '2027-03-02 12:30:00' },
    });
  });

  it('moving shifts both ends', () => {
    expect(draggedDates(SPAN, '2027-03-03', '2027-03-01', false)).toEqual({ kind: 'dates', body: { start_date: '2027-02-28 09:00:00', end_date: '2027-03-02 17:00:00' } });
  });

  it('dropped where it was picked up, it asks nothing', () => {
    expect(draggedDates(SPAN, '2027-03-04', '2027-03-04', true)).toEqual({ kind: 'none' });
  });

  it("refuses a resize past the start with the dialog's rule's message, sending nothing", () => {
    expect(draggedDates(SPAN, '2027-03-04', '2027-03-01', true)).toEqual({ kind: 'refused', message: projectMessages.taskEndBeforeStart });
    // An end on the start's day but before its hour is refused as well.
    expect(draggedDates('2027-03-02 15:00:00|2027-03-04 10:00:00', '2027-03-04', '2027-03-02', true)).toEqual({ kind: 'refused', message: projectMessages.taskEndBeforeStart });
  });
});
