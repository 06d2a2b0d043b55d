import type { Actor } from '../../platform/auth/session';
import type { appointmentListQuerySchema } from '@openhouse/shared/meetings/schemas';
import { toPage } from '@openhouse/shared/http/pagination';
import { pageWindow } from '../../platform/http/pagination';
import { appointmentsOf } from './meetings.repository';
import { toMeetingInvites } from './meeting-views';
import { resolveTimeZone } from '@openhouse/shared/format/datetime';
import { daySlots, isAppointmentInterval, timingOf, type AppointmentInterval } from '@openhouse/shared/meetings/appointment-rules';
import type { appointmentSchema, availabilityQuerySchema, freeDaysQuerySchema, SchedulingAgent } from '@openhouse/shared/meetings/appointment-schemas';
import { datedSlots, freeSlots } from '@openhouse/shared/meetings/appointment-slots';
import { meetingMessages as m } from '@openhouse/shared/meetings/messages';
import { meetingTimeToDate } from '@openhouse/shared/meetings/rules';
import type { z } from 'zod';
import type { Platform } from '../../platform/context';
import { invalidField, notFound } from '../../platform/http/errors';
import { findAgentByUserName, findPerson, hasRole } from '../accounts/people';
import { claimBookableTime } from './agent-calendar';
import { bookingSettingsOf } from './booking-settings.service';
import { bufferedSpan } from '@openhouse/shared/meetings/booking-rules';
import { appointmentBooked } from './meetings.events';
import { busyPeriodsOf, insertMeeting } from './meetings.repository';
import { meetingNewsTimes } from './meeting-views';
import { planReminder } from './reminders';

type AppointmentInput = z.output<typeof appointmentSchema>;

/** The agent a scheduling page belongs to: a realtor or agent, else not found (the page shows its not-found view). */
async function agentById(platform: Platform, id: number) {
  const person = await findPerson(platform.db, id);
  const isAgent = person && ((await hasRole(platform.db, id, 'Realtor')) || (await hasRole(platform.db, id, 'Agent')));
  if (!person || !isAgent) throw notFound(m.schedulingPageNotFound);
  return { ...person, zone: resolveTimeZone(person.timezone) };
}

/** GET /scheduling/users/{username} (public): only what the page shows; no e-mail or phone. */
export async function readSchedulingAgent(platform: Platform, userName: string): Promise<{ data: SchedulingAgent }> {
  const agent = await findAgentByUserName(platform.db, userName);
  if (!agent) throw notFound(m.schedulingPageNotFound);
  const settings = await bookingSettingsOf(platform.db, agent.id);
  return {
    data: {
      id: agent.id,
      name: agent.name,
      user_name: agent.user_name,
      picture: agent.picture,
      timezone: resolveTimeZone(agent.timezone),
      meeting_types: settings.meetingTypes,
      minimum_notice: settings.minimumNotice,
    },
  };
}

/** The bookable span of some dates (first slot's start to last slot's end, on the agent's clock). */
function spanOf(dates: readonly string[], interval: AppointmentInterval, zone: string) {
  // Every interval fits the bookable day at least once, so each day has a first and a last slot.
  return { start: datedSlots(dates[0]!, interval, zone)[0]!.from, end: datedSlots(dates.at(-1)!, interval, zone).at(-1)!.to };
}

/**
 * GET /scheduling/availability (public): the agent's free slots of a date on their own clock. Busy is every
 * scheduled meeting they organise or are invited to (tours, meetings, appointments); past times are never
 * free, and the agent's buffers and minimum notice apply (the shared slot rule).
 */
export async function readAvailability(platform: Platform, query: z.output<typeof availabilityQuerySchema>) {
  const agent = await agentById(platform, query.user_id);
  const interval = query.interval as AppointmentInterval;
  const day = spanOf([query.date], interval, agent.zone);
  const now = new Date();
  if (day.end <= now) throw invalidField('date', m.futureOnly);
  const rules = await bookingSettingsOf(platform.db, agent.id);
  const around = bufferedSpan(day.start, day.end, rules);
  const busy = await busyPeriodsOf(platform.db, agent.id, around.start, around.end);
  const timings = freeSlots(query.date, interval, agent.zone, busy, now, rules).map(timingOf);
  return { data: { date: query.date, interval, timezone: agent.zone, timings } };
}

/** Every date of a month (YYYY-MM), in order. */
function datesOf(month: string): string[] {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return Array.from({ length: days }, (_, index) => `${month}-${String(index + 1).padStart(2, '0')}`);
}

/**
 * GET /scheduling/free-days (public): the dates of a month that still have a free time, by the same rule as
 * the free times of one date, read with one query of the month's busy periods. The page's month view greys out
 * the others (past, full, or closed by the notice).
 */
export async function readFreeDays(platform: Platform, query: z.output<typeof freeDaysQuerySchema>) {
  const agent = await agentById(platform, query.user_id);
  const interval = query.interval as AppointmentInterval;
  const dates = datesOf(query.month);
  const rules = await bookingSettingsOf(platform.db, agent.id);
  const now = new Date();
  const month = spanOf(dates, interval, agent.zone);
  const around = bufferedSpan(month.start, month.end, rules);
  const busy = month.end <= now ? [] : await busyPeriodsOf(platform.db, agent.id, around.start, around.end);
  const free = dates.filter((date) => freeSlots(date, interval, agent.zone, busy, now, rules).length > 0);
  return { data: { month: query.month, interval, timezone: agent.zone, free_dates: free } };
}

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** The slot a payload names, when it is one the page offers (same day, a listed interval, on the day's grid). */
function offeredSlot(input: AppointmentInput): { date: string; interval: AppointmentInterval } | null {
  const [startDate, startClock] = input.starting_time.split(' ') as [string, string];
  const [endDate, endClock] = input.ending_time.split(' ') as [string, string];
  if (startDate !== endDate || !startClock.endsWith(':00') || !endClock.endsWith(':00')) return null;
  const interval = minutesOf(endClock) - minutesOf(startClock);
  if (!isAppointmentInterval(interval)) return null;
  const offered = daySlots(interval).some((slot) => slot.start === startClock.slice(0, 5));
  return offered ? { date: startDate, interval } : null;
}

/**
 * POST /scheduling/appointments (public): a visitor books a free slot with an agent. It becomes the agent's
 * meeting (kind appointment, the visitor its guest). The agent's calendar is locked while the slot is checked
 * and written, so of two bookings of one slot exactly one succeeds and the other hears 409. The meeting, its
 * event (the agent's notice, the visitor's e-mailed invitation) and its reminder commit together. A filled
 * honeypot is answered like a booking and stores nothing.
 */
export async function bookAppointment(platform: Platform, input: AppointmentInput) {
  const answer = (timezone: string) => ({
    message: m.appointmentScheduled,
    data: { starting_time: input.starting_time, ending_time: input.ending_time, timezone },
  });
  if (input.website) return answer(resolveTimeZone(null));
  const agent = await agentById(platform, input.recipient_id[0]!);
  if (!offeredSlot(input)) throw invalidField('starting_time', m.slotNotOffered);
  const rules = await bookingSettingsOf(platform.db, agent.id);
  if (!rules.meetingTypes.includes(input.meeting_type)) throw invalidField('meeting_type', m.meetingTypeNotOffered);
  const start = meetingTimeToDate(input.starting_time, agent.zone);
  const end = meetingTimeToDate(input.ending_time, agent.zone);
  if (start.getTime() <= Date.now()) throw invalidField('starting_time', m.futureOnly);
  await platform.events.transaction(async (tx, emit) => {
    await claimBookableTime(tx, agent.id, { from: start, to: end }, rules);
    const meeting = await insertMeeting(
      tx,
      {
        kind: 'appointment',
        organiser_id: agent.id,
        subject: input.subject,
        description: input.description || null,
        location: input.location,
        meeting_type: input.meeting_type,
        starting_time: start,
        ending_time: end,
        time_zone: agent.zone,
        guest_name: input.name,
        guest_email: input.email,
      },
      [],
    );
    await emit(appointmentBooked, {
      meetingId: meeting.id,
      kind: 'appointment',
      subject: meeting.subject,
      ...meetingNewsTimes(meeting),
      agentId: agent.id,
      guestName: input.name,
      guestEmail: input.email,
    });
    await planReminder(platform, tx, meeting);
  });
  return answer(agent.zone);
}

/** GET /appointments: the bookings of my public page (a page of them), with each visitor's name and e-mail. */
export async function listAppointments(platform: Platform, actor: Actor, query: z.output<typeof appointmentListQuerySchema>) {
  const { rows, total } = await appointmentsOf(platform.db, actor.id, query.when, pageWindow(query), new Date());
  return toPage(await toMeetingInvites(platform.db, rows, actor.id), total, query);
}
