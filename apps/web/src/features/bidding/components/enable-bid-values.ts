import { biddingMessages as m } from '@openhouse/shared/bidding/messages';
import { DEFAULT_PREMIUM_RATE } from '@openhouse/shared/bidding/rules';
import { enableBidSchema, type BiddingProperty } from '@openhouse/shared/bidding/schemas';
import { resolveTimeZone, startOfTodayMs } from '@openhouse/shared/format/datetime';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { FieldErrors } from 'react-hook-form';
import type { EnableBidPayload } from '../api/enable-bidding';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The pickers' value: a wall-clock time 'YYYY-MM-DD HH:mm:ss' in the viewer's zone. */
export type EnableBidValues = {
  bid_amount: string;
  bid_incremental_amount: string;
  bid_starting_time: string | null;
  bid_ending_time: string | null;
  buyers_premium_rate: number | string;
};

const PICKER_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** A picker's wall-clock value as a millisecond timestamp, read in `zone`. */
export function pickerToMs(value: string | null, zone?: string | null): number | undefined {
  if (!value) return undefined;
  const parsed = dayjs.tz(value, resolveTimeZone(zone));
  return parsed.isValid() ? parsed.valueOf() : undefined;
}

export function isoToPicker(iso: string, zone?: string | null): string {
  return dayjs(iso).tz(resolveTimeZone(zone)).format(PICKER_FORMAT);
}

/** The form's first values: the current terms when editing, else the property's price (commas stripped) and a 5% premium. */
export function enableBidDefaults(value: number, auction: BiddingProperty | null, zone?: string | null): EnableBidValues {
  if (auction) {
    return {
      bid_amount: String(auction.bid_amount),
      bid_incremental_amount: String(auction.bid_incremental_amount),
      bid_starting_time: isoToPicker(auction.bid_starting_time, zone),
      bid_ending_time: isoToPicker(auction.bid_ending_time, zone),
      buyers_premium_rate: auction.buyers_premium_rate,
    };
  }
  return { bid_amount: String(value).replace(/,/g, ''), bid_incremental_amount: '', bid_starting_time: null, bid_ending_time: null, buyers_premium_rate: DEFAULT_PREMIUM_RATE };
}

export type EnableBidCheck = { payload: EnableBidPayload; errors?: never } | { payload?: never; errors: FieldErrors<EnableBidValues> };

/**
 * The spec's enable-bid rules with the shared schema's messages: all four required, amounts positive (commas
 * accepted), times not before today in the viewer's zone and the end after the start. Answers the payload
 * (millisecond timestamps) or each field's first message.
 */
export function checkEnableBid(values: EnableBidValues, propertyId: number, zone: string | null | undefined, now: number): EnableBidCheck {
  const errors: FieldErrors<EnableBidValues> = {};
  const set = (field: keyof EnableBidValues, message: string) => {
    if (!errors[field]) errors[field] = { type: 'validate', message };
  };
  const startsAt = pickerToMs(values.bid_starting_time, zone);
  const endsAt = pickerToMs(values.bid_ending_time, zone);
  const parsed = enableBidSchema.safeParse({
    property_id: propertyId,
    bid_amount: values.bid_amount,
    bid_incremental_amount: values.bid_incremental_amount,
    bid_starting_time: startsAt,
    bid_ending_time: endsAt,
    buyers_premium_rate: values.buyers_premium_rate === '' ? undefined : values.buyers_premium_rate,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (field === 'bid_amount' || field === 'bid_incremental_amount' || field === 'bid_starting_time' || field === 'bid_ending_time' || field === 'buyers_premium_rate') set(field, issue.message);
    }
  }
  const today = startOfTodayMs(zone, now);
  if (startsAt !== undefined && startsAt < today) set('bid_starting_time', m.startTimeInPast);
  if (endsAt !== undefined && endsAt < today) set('bid_ending_time', m.endTimeInPast);
  if (startsAt !== undefined && endsAt !== undefined && endsAt <= startsAt) set('bid_ending_time', m.endBeforeStart);
  if (!parsed.success || Object.keys(errors).length > 0) return { errors };
  const data = parsed.data;
  return {
    payload: {
      property_id: data.property_id,
      bid_amount: data.bid_amount,
      bid_incremental_amount: data.bid_incremental_amount,
      // The auction opens at the starting price (the server starts it there whatever is sent).
      highest_bid_amount: data.bid_amount,
      bid_starting_time: data.bid_starting_time,
      bid_ending_time: data.bid_ending_time,
      buyers_premium_rate: data.buyers_premium_rate ?? DEFAULT_PREMIUM_RATE,
    },
  };
}
