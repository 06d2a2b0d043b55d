import { randomBytes } from 'node:crypto';
import { resolveTimeZone } from '@openhouse/shared/format/datetime';
import { meetingMessages as m } from '@openhouse/shared/meetings/messages';
import { meetingTimeToDate, TOUR_MINUTES } from '@openhouse/shared/meetings/rules';
import type { MeetingInvite, MeetingKind, personTourSchema, videoTourSchema } from '@openhouse/shared/meetings/schemas';
import { isOnMarket } from '@openhouse/shared/properties/listing';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { conflict, forbidden } from '../../platform/http/errors';
import { findPerson } from '../accounts/people';
import { isListingSide, propertyAccess } from '../properties/properties.access';
import { claimTourTime } from './agent-calendar';
import { bookingSettingsOf } from './booking-settings.service';
import { realtorZone, requireTourSlot } from './tour-answers.service';
import { meetingInvited } from './meetings.events';
import { findMeetings, insertMeeting } from './meetings.repository';
import { meetingNewsTimes, toMeetingInvites } from './meeting-views';
import { planReminder } from './reminders';

/** Video tours without a link of their own meet in a Jitsi Meet room whose name nobody can guess. */
const JITSI_BASE = 'https://meet.jit.si';
export const jitsiMeetingLink = () => `${JITSI_BASE}/Openhouse-${randomBytes(12).toString('base64url')}`;

type TourInput = z.output<typeof personTourSchema> & Partial<Pick<z.output<typeof videoTourSchema>, 'meeting_link'>>;

/**
 * POST /person_tour and POST /video_tour: a buyer books a tour of a listing on the market with its realtor.
 * A tour takes one of the realtor's free hours as an appointment does (7 AM to 7 PM on the realtor's clock, kept
 * to their booking page's buffers and minimum notice): of two bookings over the same time (tours or a tour and an
 * appointment) one succeeds and the other hears 409. The tour, the realtor's invitation (notice and e-mail with the
 * calendar file) and the reminder job commit together.
 */
export async function bookTour(
  platform: Platform,
  actor: Actor,
  kind: Extract<MeetingKind, 'person_tour' | 'video_tour'>,
  input: TourInput,
): Promise<{ message: string; data: MeetingInvite }> {
  if (!actor.roles.includes('Buyer')) throw forbidden();
  const property = await propertyAccess.require(platform.db, actor, 'see', input.property_id);
  if (isListingSide(actor, property)) throw conflict(m.listingSideTour);
  if (!isOnMarket(property.status)) throw conflict(m.offMarket);
  const zone = resolveTimeZone(input.timezone);
  const start = meetingTimeToDate(`${input.date} ${input.time}:00`, zone);
  requireTourSlot(start, await realtorZone(platform, property.realtor_id));
  const end = new Date(start.getTime() + TOUR_MINUTES * 60_000);
  const rules = await bookingSettingsOf(platform.db, property.realtor_id);
  const organiser = await findPerson(platform.db, actor.id);
  const address = `${property.street_address}, ${property.city}, ${property.state} ${property.zip_code}`;
  const video = kind === 'video_tour';
  const id = await platform.events.transaction(async (tx, emit) => {
    await claimTourTime(tx, property.realtor_id, { from: start, to: end }, rules);
    const meeting = await insertMeeting(
      tx,
      {
        kind,
        organiser_id: actor.id,
        subject: `${video ? 'Video tour' : 'In-person tour'}: ${property.label}`,
        description: input.note || null,
        location: video ? input.meeting_link || jitsiMeetingLink() : address,
        starting_time: start,
        ending_time: end,
        time_zone: zone,
        property_id: property.id,
        tour_answer: 'pending',
      },
      [property.realtor_id],
    );
    await emit(meetingInvited, {
      meetingId: meeting.id,
      kind,
      subject: meeting.subject,
      ...meetingNewsTimes(meeting),
      organiserName: organiser?.name ?? 'A buyer',
      inviteeIds: [property.realtor_id],
    });
    await planReminder(platform, tx, meeting);
    return meeting.id;
  });
  const [invite] = await toMeetingInvites(platform.db, await findMeetings(platform.db, [id]), actor.id);
  return {
    message: video ? m.videoTourBooked : m.personTourBooked,
    data: invite!,
  };
}
