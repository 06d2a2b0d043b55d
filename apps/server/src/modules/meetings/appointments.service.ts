import { resolveTimeZone } from '@openhouse/shared/format/datetime';
import { daySlots, isAppointmentInterval, timingOf, type AppointmentInterval } from '@openhouse/shared/meetings/appointment-rules';
import type { appointmentSchema, availabilityQuerySchema, SchedulingAgent } from '@openhouse/shared/meetings/appointment-schemas';
import { datedSlots, freeSlots } from '@openhouse/shared/meetings/appointment-slots';
import { meetingMessages as m } from '@openhouse/shared/meetings/messages';
import { meetingTimeToDate } from '@openhouse/shared/meetings/rules';
import type { z } from 'zod';
import type { Platform } from '../../platform/context';
import { invalidField, notFound } from '../../platform/http/errors';
import { findAgentByUserName, findPerson, hasRole } from '../accounts/people';
import { claimAgentTime } from './agent-calendar';
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
  return { data: { id: agent.id, name: agent.name, user_name: agent.user_name, picture: agent.picture, timezone: resolveTimeZone(agent.timezone) } };
}

/**
 * GET /scheduling/availability (public): the agent's free slots of a date on their own clock. Busy is every
 * scheduled meeting they organise or are invited to (tours, meetings, appointments); past times are never free.
 */
export async function readAvailability(platform: Platform, query: z.output<typeof availabilityQuerySchema>) {
  const agent = await agentById(platform, query.user_id);
  const interval = query.interval as AppointmentInterval;
  // Every interval fits the bookable day at least once, so the day has a first and a last slot.
  const day = datedSlots(query.date, interval, agent.zone);
  const [first, last] = [day[0]!, day.at(-1)!];
  const now = new Date();
  if (last.to <= now) throw invalidField('date', m.futureOnly);
  const busy = await busyPeriodsOf(platform.db, agent.id, first.from, last.to);
  const timings = freeSlots(query.date, interval, agent.zone, busy, now).map(timingOf);
  return { data: { date: query.date, interval, timezone: agent.zone, timings } };
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
  const start = meetingTimeToDate(input.starting_time, agent.zone);
  const end = meetingTimeToDate(input.ending_time, agent.zone);
  if (start.getTime() <= Date.now()) throw invalidField('starting_time', m.futureOnly);
  await platform.events.transaction(async (tx, emit) => {
    await claimAgentTime(tx, agent.id, start, end, m.slotTaken);
    const meeting = await insertMeeting(
      tx,
      {
        kind: 'appointment',
        organiser_id: agent.id,
        subject: input.subject,
        description: input.description || null,
        location: input.location,
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
