import { describe, expect, it } from 'vitest';
import { chatDayLabel, formatChatTime, withDaySeparators } from './chat-time';

// 2026-11-28 18:00 UTC is 10:00 AM on Nov 28 in Los Angeles.
const now = Date.parse('2026-11-28T18:00:00Z');

describe('chat times', () => {
  it('names today, yesterday and older days in the viewer’s zone', () => {
    expect(chatDayLabel('2026-11-28T09:00:00Z', 'America/Los_Angeles', now)).toBe('Today');
    // 07:00 UTC on the 28th is still the 27th in Los Angeles.
    expect(chatDayLabel('2026-11-28T07:00:00Z', 'America/Los_Angeles', now)).toBe('Yesterday');
    expect(chatDayLabel('2026-11-26T20:00:00Z', 'America/Los_Angeles', now)).toBe('Nov 26');
    expect(chatDayLabel('2025-11-26T20:00:00Z', 'America/Los_Angeles', now)).toBe('Nov 26, 2025');
  });

  it('shows a bubble’s time alone, on a 12-hour clock', () => {
    expect(formatChatTime('2026-11-28T23:05:00Z', 'America/Los_Angeles')).toBe('3:05 PM');
  });

  it('puts a separator above the first message of each day only', () => {
    const messages = ['2026-11-26T20:00:00Z', '2026-11-26T21:00:00Z', '2026-11-28T07:00:00Z', '2026-11-28T17:00:00Z'].map((created_at) => ({ created_at }));
    expect(withDaySeparators(messages, (message) => message.created_at, 'America/Los_Angeles', now).map((row) => row.day)).toEqual(['Nov 26', null, 'Yesterday', 'Today']);
  });
});
