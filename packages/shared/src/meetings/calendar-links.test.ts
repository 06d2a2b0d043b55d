import { describe, expect, it } from 'vitest';
import { googleCalendarUrl, icsFile } from './calendar-links';

const event = { title: 'House chat, spring', start: '2026-11-28T15:00:00.000Z', end: '2026-11-28T16:00:00.000Z', location: 'https://meet.jit.si/Openhouse-abc', uid: 'appointment-7@openhouse' };

describe('calendar links', () => {
  it('fill a Google Calendar event with the UTC times, title and place', () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.searchParams.get('dates')).toBe('20261128T150000Z/20261128T160000Z');
    expect(url.searchParams.get('text')).toBe('House chat, spring');
    expect(url.searchParams.get('location')).toBe('https://meet.jit.si/Openhouse-abc');
  });

  it('write a calendar file with escaped text and CRLF lines', () => {
    const file = icsFile({ ...event, details: 'Line one\nLine; two' }, new Date('2026-11-01T00:00:00Z'));
    expect(file.split('\r\n')).toEqual(
      expect.arrayContaining(['DTSTART:20261128T150000Z', 'DTEND:20261128T160000Z', 'SUMMARY:House chat\\, spring', 'DESCRIPTION:Line one\\nLine\\; two', 'UID:appointment-7@openhouse']),
    );
  });
});
