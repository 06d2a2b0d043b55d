import { resolveTimeZone, todayIn } from '@openhouse/shared/format/datetime';
import type { VideoTourInput } from '@openhouse/shared/meetings/schemas';
import type { TourKind } from '../api/meetings-api';
import type { TourSlot } from './tour-time-picker';

export type TourFormValues = {
  kind: TourKind;
  /** The day whose free hours are shown. */
  date: string;
  /** The free hour chosen (on the realtor's clock), none until the buyer picks one. */
  slot: TourSlot | null;
  note: string;
  meeting_link: string;
};

/** Tomorrow in the viewer's zone, no hour chosen yet: the free hours of that day are offered. */
export function tourFormDefaults(zone: string | null | undefined, now: number = Date.now()): TourFormValues {
  const tomorrow = new Date(`${todayIn(zone, now)}T00:00:00Z`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  return {
    kind: 'video_tour',
    date: tomorrow.toISOString().slice(0, 10),
    slot: null,
    note: '',
    meeting_link: '',
  };
}

/** The viewer's zone: the one chosen in settings, else the product's default (as every time on screen is shown). */
export function viewerZone(chosen: string | null | undefined): string {
  return resolveTimeZone(chosen);
}

/** The form as the route takes it: the chosen hour on the realtor's clock, empty optional fields left out, the link only for video tours. */
export function toTourRequest(propertyId: number, values: TourFormValues & { slot: TourSlot }): VideoTourInput {
  return {
    property_id: propertyId,
    date: values.slot.date,
    time: values.slot.time,
    timezone: values.slot.timezone,
    ...(values.note.trim() ? { note: values.note.trim() } : {}),
    ...(values.kind === 'video_tour' && values.meeting_link.trim() ? { meeting_link: values.meeting_link.trim() } : {}),
  };
}
