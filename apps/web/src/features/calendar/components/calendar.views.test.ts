import { describe, expect, it } from 'vitest';
import { repairsGroup } from '../test/calendar-fixtures';
import { eventsByDay, meetingSegments, placeMeeting } from './calendar.views';

const meeting = { id: 1, kind: 'meeting' as const, subject: 'Walk-through', all_day: false, status: 'scheduled' as const, project_id: null };

describe('placing events on the viewer’s clock', () => {
  it('puts a meeting on its day and minutes in the viewer’s zone, across a change of clocks', () => {
    // 15:00 UTC is 10 AM in New York before the clocks change on March 14, 2027, and 11 AM after.
    expect(placeMeeting({ ...meeting, start: '2027-03-12T15:00:00.000Z', end: '2027-03-12T16:00:00.000Z' }, 'America/New_York')).toMatchObject({ day: '2027-03-12', from: 600, to: 660, label: '10:00 AM' });
    expect(placeMeeting({ ...meeting, start: '2027-03-15T15:00:00.000Z', end: '2027-03-15T16:00:00.000Z' }, 'America/New_York')).toMatchObject({ day: '2027-03-15', from: 660, label: '11:00 AM' });
    // Seen from Tokyo the same meeting is after midnight of the next day.
    expect(placeMeeting({ ...meeting, start: '2027-03-12T15:00:00.000Z', end: '2027-03-12T16:00:00.000Z' }, 'Asia/Tokyo')).toMatchObject({ day: '2027-03-13', from: 0, label: '12:00 AM' });
  });

  it('draws a task group on every day of its span and nowhere else', () => {
    const days = ['2027-03-01', '2027-03-02', '2027-03-03', '2027-03-04', '2027-03-05'];
    const map = eventsByDay(days, [repairsGroup], [], 'America/New_York');
    expect(days.map((day) => map.get(day)!.groups.length)).toEqual([0, 1, 1, 1, 0]);
  });

  it('draws a meeting past midnight on every day it covers, and one ending at midnight on its own day only', () => {
    // 10 PM on February 12 to 2 AM on the 14th in New York.
    const long = { ...meeting, start: '2027-02-13T03:00:00.000Z', end: '2027-02-14T07:00:00.000Z' };
    expect(meetingSegments(long, 'America/New_York').map(({ day, from, to, label }) => ({ day, from, to, label }))).toEqual([
      { day: '2027-02-12', from: 1320, to: 1440, label: '10:00 PM' },
      { day: '2027-02-13', from: 0, to: 1440, label: 'All day' },
      { day: '2027-02-14', from: 0, to: 120, label: 'Until 2:00 AM' },
    ]);
    const days = ['2027-02-12', '2027-02-13', '2027-02-14', '2027-02-15'];
    const map = eventsByDay(days, [], [long], 'America/New_York');
    expect(days.map((day) => [map.get(day)!.timed.length, map.get(day)!.allDay.length])).toEqual([[1, 0], [0, 1], [1, 0], [0, 0]]);
    const toMidnight = { ...meeting, start: '2027-03-13T03:00:00.000Z', end: '2027-03-13T05:00:00.000Z' };
    expect(meetingSegments(toMidnight, 'America/New_York')).toHaveLength(1);
  });
});
