import { expect } from 'vitest';
import type { TestApp } from '../helpers/app';

/** The realtor's live calendar link (its uuid pair) and subscription feed token. */
export type CalendarWorld = { uuid: string; userUuid: string; feedToken: string };

export async function buildCalendarWorld(t: TestApp, token: string): Promise<CalendarWorld> {
  const share = await t.call({ method: 'POST', url: '/api/v1/calendar/share', token });
  expect(share.statusCode, share.body).toBe(200);
  const feed = await t.call({ method: 'POST', url: '/api/v1/calendar/feed', token });
  expect(feed.statusCode, feed.body).toBe(200);
  const { uuid, userUuid } = (share.json() as { data: { uuid: string; userUuid: string } }).data;
  const url = new URL((feed.json() as { data: { url: string } }).data.url);
  return { uuid, userUuid, feedToken: url.searchParams.get('token')! };
}
