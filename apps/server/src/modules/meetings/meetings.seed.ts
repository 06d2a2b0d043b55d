import { DEFAULT_TIME_ZONE } from '@openhouse/shared/format/datetime';
import { startsOfferedSlot } from '@openhouse/shared/meetings/appointment-slots';
import { formatMeetingTime, TOUR_MINUTES } from '@openhouse/shared/meetings/rules';
import type { Platform } from '../../platform/context';
import { findListingByLabel } from '../properties/properties.queries';
import { listMeetingsOf } from './meetings.repository';
import { bookTour } from './tours.service';

/** The demo buyer's tours of the demo realtor's listings: the first free hour three hours ahead or later (today's when the realtor's day allows it), and one two days ahead. */
const DEMO_TOURS = [
  { label: 'Family home on a quiet cul-de-sac', kind: 'video_tour', hoursAhead: 3, note: 'We would love to see the backyard and the pool.' },
  { label: 'Townhome steps from Old Pasadena', kind: 'person_tour', hoursAhead: 50, note: 'Is street parking easy nearby?' },
] as const;

/** The first hour, from `from` on, that the realtor's hours offer for a tour (7 AM to 7 PM on the product's clock). */
function firstTourHourFrom(from: number): Date {
  let hour = new Date(Math.ceil(from / 3_600_000) * 3_600_000);
  while (!startsOfferedSlot(hour, TOUR_MINUTES, DEFAULT_TIME_ZONE)) hour = new Date(hour.getTime() + 3_600_000);
  return hour;
}

/** Books the demo tours while the demo buyer has none; answers how many were booked. */
export async function seedDemoTours(platform: Platform, people: { realtorId: number; buyerId: number }): Promise<number> {
  const existing = await listMeetingsOf(platform.db, { userId: people.buyerId, includeCancelled: true, order: 'newest_invite', limit: 1 });
  if (existing.length > 0) return 0;
  // Booked as the buyer would book them, so the realtor's notices, invitation e-mails and reminders exist too.
  const buyer = { id: people.buyerId, roles: ['Buyer' as const], tokenId: 0, kind: 'access' as const };
  let booked = 0;
  for (const tour of DEMO_TOURS) {
    const listing = await findListingByLabel(platform.db, people.realtorId, tour.label);
    if (!listing) continue;
    const start = formatMeetingTime(firstTourHourFrom(Date.now() + tour.hoursAhead * 3_600_000), DEFAULT_TIME_ZONE);
    await bookTour(platform, buyer, tour.kind, {
      property_id: listing.id,
      date: start.slice(0, 10),
      time: start.slice(11, 16),
      note: tour.note,
      timezone: DEFAULT_TIME_ZONE,
    });
    booked += 1;
  }
  return booked;
}
