import { calendarMessages as m } from '@openhouse/shared/calendar/messages';
import { addDays } from '@openhouse/shared/calendar/rules';
import { todayIn } from '@openhouse/shared/format/datetime';
import { resolveTimeZone } from '@openhouse/shared/format/time-zone';
import { meetingTimeToDate } from '@openhouse/shared/meetings/rules';
import { randomUUID } from 'node:crypto';
import type { Actor } from '../../platform/auth/session';
import { digest, newToken, sameDigest } from '../../platform/auth/tokens';
import type { Platform } from '../../platform/context';
import { notFound } from '../../platform/http/errors';
import { findPerson, findPublicProfile } from '../accounts/people';
import { buildIcsFeed, type IcsFeedEvent } from '../meetings/ics';
import { calendarMeetingsOf } from '../meetings/meetings.queries';
import { calendarTaskGroupsOf } from '../projects/projects.queries';
import { deleteCalendarLink, findCalendarLink, findCalendarLinkByHash, replaceCalendarLink } from './calendar.repository';
import type { CalendarLinkKind } from './calendar.schema';
import { calendarReaderOf } from './calendar-reader';

/** How far back and ahead a subscribed calendar reaches. */
const FEED_DAYS_BACK = 90;
const FEED_DAYS_AHEAD = 365;

const linkStatus = (row: { created_at: Date } | null) => ({ enabled: row !== null, created_at: row?.created_at.toISOString() ?? null });

/** The link's secret must be the owner's live one; a wrong, reset or withdrawn secret is 404 and says no more. */
export async function requireLinkOwner(platform: Platform, ownerId: number, kind: CalendarLinkKind, secret: string): Promise<void> {
  const link = await findCalendarLink(platform.db, ownerId, kind);
  if (!link || !sameDigest(link.token_hash, digest(secret))) throw notFound(m.linkNotFound);
}

export async function readShare(platform: Platform, actor: Actor) {
  return { data: linkStatus(await findCalendarLink(platform.db, actor.id, 'share')) };
}

/** POST /calendar/share: a new public link; any link given out before stops working. */
export async function createShare(platform: Platform, actor: Actor) {
  const secret = randomUUID();
  const row = await replaceCalendarLink(platform.db, actor.id, 'share', digest(secret));
  const profile = await findPublicProfile(platform.db, actor.id);
  return { message: m.sharingOn, data: { ...linkStatus(row), uuid: secret, userUuid: profile!.uuid } };
}

/** DELETE /calendar/share: sharing off; every link given out answers not-found from now on. */
export async function stopSharing(platform: Platform, actor: Actor) {
  await deleteCalendarLink(platform.db, actor.id, 'share');
  return { message: m.sharingOff, data: linkStatus(null) };
}

export async function readFeed(platform: Platform, actor: Actor) {
  return { data: linkStatus(await findCalendarLink(platform.db, actor.id, 'feed')) };
}

const feedUrl = (platform: Platform, token: string) => `${platform.config.publicUrl}/api/v1/calendar/feed.ics?token=${token}`;

/** POST /calendar/feed: a new subscription link (made, or reset: the old link answers 404 from now on). */
export async function resetFeed(platform: Platform, actor: Actor) {
  const token = newToken();
  const row = await replaceCalendarLink(platform.db, actor.id, 'feed', digest(token));
  return { message: m.feedReset, data: { ...linkStatus(row), url: feedUrl(platform, token) } };
}

/**
 * GET /calendar/feed.ics?token: the holder's meetings and task groups as iCalendar. Meetings keep the zone they
 * were booked on; task groups, written on the project's clock, are placed on the owner's.
 */
export async function feedCalendar(platform: Platform, token: string): Promise<string> {
  const link = await findCalendarLinkByHash(platform.db, 'feed', digest(token));
  if (!link) throw notFound(m.linkNotFound);
  const owner = await findPerson(platform.db, link.user_id);
  if (!owner) throw notFound(m.linkNotFound);
  const zone = resolveTimeZone(owner.timezone);
  const today = todayIn(zone);
  const first = addDays(today, -FEED_DAYS_BACK);
  const last = addDays(today, FEED_DAYS_AHEAD);
  const reader = await calendarReaderOf(platform, owner.id, false);
  const groups = await calendarTaskGroupsOf(platform.db, reader, { from: `${first} 00:00:00`, to: `${last} 23:59:59` });
  const meetings = await calendarMeetingsOf(platform.db, owner.id, { from: meetingTimeToDate(`${first} 00:00:00`, zone), to: meetingTimeToDate(`${last} 00:00:00`, zone) });
  const host = new URL(platform.config.publicUrl).hostname;
  const events: IcsFeedEvent[] = [
    ...meetings.map((meeting) => ({
      uid: `meeting-${meeting.id}@${host}`,
      summary: meeting.subject,
      description: meeting.description,
      location: meeting.location,
      start: new Date(meeting.start),
      end: new Date(meeting.end),
      timeZone: meeting.time_zone,
    })),
    ...groups.map((group) => {
      const [start, end] = group.date.split('|') as [string, string];
      return {
        uid: `task-group-${group.id}@${host}`,
        summary: `${group.title} (${group.project_name})`,
        description: group.tasks.map((task) => `- ${task.title}`).join('\n') || null,
        location: null,
        start: meetingTimeToDate(start, zone),
        end: meetingTimeToDate(end, zone),
        timeZone: zone,
      };
    }),
  ];
  return buildIcsFeed(`Openhouse: ${owner.name}`, events);
}
