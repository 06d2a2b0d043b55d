import { calendarMessages as m } from '@openhouse/shared/calendar/messages';
import { addDays, colorOfProject } from '@openhouse/shared/calendar/rules';
import type { Calendar, calendarQuerySchema, publicCalendarQuerySchema } from '@openhouse/shared/calendar/schemas';
import { resolveTimeZone } from '@openhouse/shared/format/time-zone';
import { meetingTimeToDate } from '@openhouse/shared/meetings/rules';
import type { z } from 'zod';
import { isAdmin } from '../../platform/access/access';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { notFound } from '../../platform/http/errors';
import { findPeople, findPerson, findPersonByUuid } from '../accounts/people';
import { calendarMeetingsOf } from '../meetings/meetings.queries';
import { calendarFilterOptionsOf, calendarTaskGroupsOf, type CalendarReader } from '../projects/projects.queries';
import { calendarReaderOf } from './calendar-reader';
import { requireLinkOwner } from './calendar-links.service';

type Range = { startingDate: string; endingDate: string };
type Filters = { project_uuid?: string; milestone_id?: number; vendor_id?: number };

/**
 * One person's calendar between two dates (inclusive): the task groups of what they take part in and their
 * meetings. A filter naming a project or milestone they do not take part in answers 404, as if it did not exist.
 */
async function readCalendar(platform: Platform, reader: CalendarReader, range: Range, filters: Filters, zone: string, editable: boolean): Promise<Calendar> {
  const options = await calendarFilterOptionsOf(platform.db, reader);
  const project = filters.project_uuid ? options.projects.find((candidate) => candidate.uuid === filters.project_uuid) : undefined;
  if (filters.project_uuid && !project) throw notFound(m.linkNotFound);
  if (filters.milestone_id && !options.milestones.some((milestone) => milestone.id === filters.milestone_id)) throw notFound(m.linkNotFound);
  if (filters.vendor_id && !options.assigneeIds.includes(filters.vendor_id)) throw notFound(m.linkNotFound);

  const groups = await calendarTaskGroupsOf(platform.db, reader, {
    from: `${range.startingDate} 00:00:00`,
    to: `${range.endingDate} 23:59:59`,
    projectUuid: filters.project_uuid,
    milestoneId: filters.milestone_id,
    vendorId: filters.vendor_id,
  });
  // A milestone names task groups only: meetings are left out while one is chosen.
  const meetings = filters.milestone_id
    ? []
    : await calendarMeetingsOf(platform.db, reader.userId, {
        from: meetingTimeToDate(`${range.startingDate} 00:00:00`, zone),
        to: meetingTimeToDate(`${addDays(range.endingDate, 1)} 00:00:00`, zone),
        projectId: project?.id,
        participantId: filters.vendor_id,
      });
  const owner = await findPerson(platform.db, reader.userId);
  const vendors = await findPeople(platform.db, options.assigneeIds);
  return {
    zone,
    owner: { name: owner?.name ?? '' },
    task_groups: groups.map((group) => ({ ...group, color: colorOfProject(group.project.id), can_edit: editable && group.can_edit })),
    meetings: meetings.map(({ id, kind, subject, start, end, all_day, status, project_id }) => ({ id, kind, subject, start, end, all_day, status, project_id })),
    filters: {
      projects: options.projects.map((item) => ({ ...item, color: colorOfProject(item.id) })),
      milestones: options.milestones,
      vendors: vendors.map((person) => ({ id: person.id, name: person.name })).sort((a, b) => a.name.localeCompare(b.name)),
    },
  };
}

/** GET /calendar/events: the signed-in person's calendar, on their clock (or the zone they name). */
export async function myCalendar(platform: Platform, actor: Actor, query: z.output<typeof calendarQuerySchema>) {
  const person = await findPerson(platform.db, actor.id);
  const zone = resolveTimeZone(query.timezone ?? person?.timezone);
  const reader = await calendarReaderOf(platform, actor.id, isAdmin(actor));
  return { data: await readCalendar(platform, reader, query, query, zone, true) };
}

/**
 * GET /calendar/public: the calendar a link shows, read-only. The link's uuid must be its owner's live share
 * secret; any other pair, or a share turned off, answers 404 and reveals nothing.
 */
export async function publicCalendar(platform: Platform, query: z.output<typeof publicCalendarQuerySchema>) {
  const owner = await findPersonByUuid(platform.db, query.userUuid);
  if (!owner) throw notFound(m.linkNotFound);
  await requireLinkOwner(platform, owner.id, 'share', query.uuid);
  const zone = resolveTimeZone(query.timezone ?? owner.timezone);
  const reader = await calendarReaderOf(platform, owner.id, false);
  const calendar = await readCalendar(platform, reader, query, {}, zone, false);
  // A visitor sees the events, not who works on them.
  return { data: { ...calendar, filters: { ...calendar.filters, vendors: [] } } };
}
