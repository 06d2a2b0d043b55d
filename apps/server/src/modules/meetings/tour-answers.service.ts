import { resolveTimeZone } from '@openhouse/shared/format/datetime';
import { freeSlots, startsOfferedSlot } from '@openhouse/shared/meetings/appointment-slots';
import { meetingMessages as m } from '@openhouse/shared/meetings/messages';
import { meetingTimeToDate, TOUR_MINUTES } from '@openhouse/shared/meetings/rules';
import type { MeetingInvite, TourFreeTimes, tourAnswerSchema, tourFreeTimesQuerySchema } from '@openhouse/shared/meetings/schemas';
import { isOnMarket } from '@openhouse/shared/properties/listing';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { conflict, forbidden, invalidField } from '../../platform/http/errors';
import { findPerson } from '../accounts/people';
import { propertyAccess } from '../properties/properties.access';
import { claimAgentTime, claimTourTime } from './agent-calendar';
import { bookingSettingsOf } from './booking-settings.service';
import { meetingAccess } from './meetings.access';
import { tourAnswered, tourTimeAccepted } from './meetings.events';
import { busyPeriodsOf, findMeetings, updateScheduledMeeting, type MeetingWithParticipants } from './meetings.repository';
import { isTourKind, meetingNewsTimes, toMeetingInvites } from './meeting-views';
import { planReminder } from './reminders';

/** A realtor's own clock: the zone chosen in their settings, else the product's default. */
export async function realtorZone(platform: Platform, realtorId: number): Promise<string> {
  return resolveTimeZone((await findPerson(platform.db, realtorId))?.timezone);
}

/**
 * A tour's start checked against its realtor's hours: it must start one of the realtor's hour slots, 7 AM to
 * 7 PM on the realtor's clock, as the booking page offers them (docs/DECISIONS.md). Whether it is free is
 * checked under the calendar's lock.
 */
export function requireTourSlot(start: Date, zone: string): void {
  if (start.getTime() <= Date.now()) throw invalidField('date', m.futureOnly);
  if (!startsOfferedSlot(start, TOUR_MINUTES, zone)) throw invalidField('time', m.slotNotOffered);
}

/**
 * GET /tour/free-times: a listing realtor's free tour starts on a date of their clock, for whoever may see the
 * listing (the buyer booking, the realtor proposing another time). The public booking page shows as much, by
 * the same rule: the realtor's buffers and minimum notice leave out the hours they breach.
 */
export async function readTourFreeTimes(platform: Platform, actor: Actor, query: z.output<typeof tourFreeTimesQuerySchema>): Promise<{ data: TourFreeTimes }> {
  const property = await propertyAccess.require(platform.db, actor, 'see', query.property_id);
  if (!isOnMarket(property.status)) throw conflict(m.offMarket);
  const zone = await realtorZone(platform, property.realtor_id);
  const dayStart = meetingTimeToDate(`${query.date} 00:00:00`, zone);
  const dayEnd = new Date(dayStart.getTime() + 36 * 3_600_000);
  const rules = await bookingSettingsOf(platform.db, property.realtor_id);
  const busy = await busyPeriodsOf(platform.db, property.realtor_id, dayStart, dayEnd);
  const times = freeSlots(query.date, TOUR_MINUTES, zone, busy, new Date(), rules).map((slot) => ({ time: slot.start, start: slot.from.toISOString(), end: slot.to.toISOString() }));
  return { data: { date: query.date, timezone: zone, minimum_notice: rules.minimumNotice, times } };
}

async function inviteOf(platform: Platform, actor: Actor, id: number): Promise<MeetingInvite> {
  const [invite] = await toMeetingInvites(platform.db, await findMeetings(platform.db, [id]), actor.id);
  return invite!;
}

/** A tour still open to answers: a tour, scheduled, not yet begun. */
function requireOpenTour(meeting: MeetingWithParticipants): void {
  if (!isTourKind(meeting.kind)) throw conflict(m.onlyTourRequests);
  if (meeting.status === 'cancelled') throw conflict(m.alreadyCancelled);
  if (meeting.starting_time.getTime() <= Date.now()) throw conflict(m.alreadyOver);
}

/**
 * POST /tour/{id}/answer: the realtor invited to a buyer's tour accepts it, declines it with a reason (which
 * cancels it and frees the hour) or proposes another free hour. Answered once: an accepted or declined request
 * stays so (either side may still cancel). The buyer is told each time.
 */
export async function answerTour(platform: Platform, actor: Actor, id: number, input: z.output<typeof tourAnswerSchema>) {
  const meeting = await meetingAccess.require(platform.db, actor, 'read', id);
  if (!meeting.participant_ids.includes(actor.id)) throw forbidden();
  requireOpenTour(meeting);
  const answer = meeting.tour_answer ?? 'pending';
  if (answer === 'accepted' || answer === 'declined' || (input.answer === 'accept' && answer !== 'pending')) throw conflict(m.tourAlreadyAnswered);
  const realtorName = (await findPerson(platform.db, actor.id))?.name ?? 'Your realtor';
  const news = { meetingId: meeting.id, kind: meeting.kind, subject: meeting.subject, realtorName, buyerId: meeting.organiser_id };
  const proposed = input.answer === 'propose' ? meetingTimeToDate(`${input.date} ${input.time}:00`, resolveTimeZone(input.timezone)) : null;
  if (proposed) requireTourSlot(proposed, await realtorZone(platform, actor.id));

  await platform.events.transaction(async (tx, emit) => {
    if (input.answer === 'accept') {
      if (!(await updateScheduledMeeting(tx, meeting.id, { tour_answer: 'accepted' }))) throw conflict(m.alreadyCancelled);
      await emit(tourAnswered, { ...news, ...meetingNewsTimes(meeting), answer: 'accepted', reason: null });
    } else if (input.answer === 'decline') {
      const declined = await updateScheduledMeeting(tx, meeting.id, { tour_answer: 'declined', answer_reason: input.reason, status: 'cancelled', cancelled_by: actor.id, cancelled_at: new Date() });
      if (!declined) throw conflict(m.alreadyCancelled);
      await emit(tourAnswered, { ...news, ...meetingNewsTimes(meeting), answer: 'declined', reason: input.reason });
    } else if (proposed) {
      const start = proposed;
      const end = new Date(start.getTime() + TOUR_MINUTES * 60_000);
      await claimTourTime(tx, actor.id, { from: start, to: end }, await bookingSettingsOf(tx, actor.id), meeting.id);
      if (!(await updateScheduledMeeting(tx, meeting.id, { tour_answer: 'proposed', proposed_start: start, proposed_end: end }))) throw conflict(m.alreadyCancelled);
      await emit(tourAnswered, { ...news, ...meetingNewsTimes({ starting_time: start, ending_time: end, time_zone: meeting.time_zone }), answer: 'proposed', reason: null });
    }
  });
  const message = input.answer === 'accept' ? m.tourAccepted : input.answer === 'decline' ? m.tourDeclined : m.tourTimeProposed;
  return { message, data: await inviteOf(platform, actor, meeting.id) };
}

/**
 * POST /tour/{id}/accept-time: the buyer takes the time the realtor proposed. The tour moves there if the
 * realtor's hour is still free (else 409), its reminder follows, and the realtor is told.
 */
export async function acceptProposedTime(platform: Platform, actor: Actor, id: number) {
  const meeting = await meetingAccess.require(platform.db, actor, 'read', id);
  if (meeting.organiser_id !== actor.id) throw forbidden();
  requireOpenTour(meeting);
  const [start, end] = [meeting.proposed_start, meeting.proposed_end];
  if (meeting.tour_answer !== 'proposed' || !start || !end) throw conflict(m.noProposedTime);
  if (start.getTime() <= Date.now()) throw conflict(m.alreadyOver);
  const buyerName = (await findPerson(platform.db, actor.id))?.name ?? 'The buyer';
  await platform.events.transaction(async (tx, emit) => {
    for (const realtorId of meeting.participant_ids) await claimAgentTime(tx, realtorId, start, end, m.realtorBusy, meeting.id);
    const moved = await updateScheduledMeeting(tx, meeting.id, { tour_answer: 'accepted', starting_time: start, ending_time: end, proposed_start: null, proposed_end: null });
    if (!moved) throw conflict(m.alreadyCancelled);
    await planReminder(platform, tx, moved);
    await emit(tourTimeAccepted, { meetingId: moved.id, kind: moved.kind, subject: moved.subject, ...meetingNewsTimes(moved), buyerName, realtorIds: meeting.participant_ids });
  });
  return { message: m.proposedTimeAccepted, data: await inviteOf(platform, actor, meeting.id) };
}
