import { resolveTimeZone, todayIn } from '@openhouse/shared/format/datetime';
import type { VideoTourInput } from '@openhouse/shared/meetings/schemas';
import type { TourKind } from '../api/meetings-api';

export type TourFormValues = {
  kind: TourKind;
  date: string;
  time: string;
  note: string;
  meeting_link: string;
};

/** Tomorrow at 10:00 in the viewer's zone (the one the times are booked in): a time a realtor can usually make. */
export function tourFormDefaults(zone: string | null | undefined, now: number = Date.now()): TourFormValues {
  const tomorrow = new Date(`${todayIn(zone, now)}T00:00:00Z`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  return {
    kind: 'video_tour',
    date: tomorrow.toISOString().slice(0, 10),
    time: '10:00',
    note: '',
    meeting_link: '',
  };
}

/** The viewer's zone: the one chosen in settings, else the product's default (as every time on screen is shown). */
export function viewerZone(chosen: string | null | undefined): string {
  return resolveTimeZone(chosen);
}

/** The form as the route takes it: empty optional fields left out, the link only for video tours. */
export function toTourRequest(propertyId: number, values: TourFormValues, timezone: string): VideoTourInput {
  return {
    property_id: propertyId,
    date: values.date,
    time: values.time,
    timezone,
    ...(values.note.trim() ? { note: values.note.trim() } : {}),
    ...(values.kind === 'video_tour' && values.meeting_link.trim() ? { meeting_link: values.meeting_link.trim() } : {}),
  };
}
