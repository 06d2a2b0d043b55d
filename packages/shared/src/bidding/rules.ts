import { isCalendarDate } from '../format/calendar-date';
import { biddingMessages as m } from './messages';

/** The four contingencies a bid may carry (spec section 3); "no-contingency" excludes the other three. */
export const CONTINGENCIES = ['loan', 'appraisal', 'inspection', 'no-contingency'] as const;
export type Contingency = (typeof CONTINGENCIES)[number];
export const contingencyLabels: Record<Contingency, string> = {
  loan: 'Loan',
  appraisal: 'Appraisal',
  inspection: 'Inspection',
  'no-contingency': 'No Contingency',
};

/** Who is bidding (spec section 3, Bid approval status). */
export const BIDDER_STATUSES = ['buyer-without-agent', 'buyer-with-agent', 'agent'] as const;
export type BidderStatus = (typeof BIDDER_STATUSES)[number];
export const bidderStatusLabels: Record<BidderStatus, string> = {
  'buyer-without-agent': 'Buyer without an agent',
  'buyer-with-agent': 'Buyer with an agent',
  agent: 'Agent',
};

export const APPROVAL_STATES = ['submitted', 'approved', 'rejected'] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

/** docs/DECISIONS.md: the buyer's premium defaults to 5% of the bid, paid on top of it. */
export const DEFAULT_PREMIUM_RATE = 5;
export const MAX_PREMIUM_RATE = 25;
/** Spec section 9: proof of funds is one PDF up to 20 MB. */
export const PROOF_MAX_BYTES = 20 * 1024 * 1024;
/** Soft close (docs/DECISIONS.md): a bid in the last 5 minutes moves the end to 5 minutes after it. */
export const SOFT_CLOSE_MS = 5 * 60 * 1000;
/** Spec section 2: the order details modal shows this example earnest amount. */
export const EXAMPLE_EARNEST_AMOUNT = 1000;

/** Money is compared in whole cents so 0.1 + 0.2 never decides a bid. */
export const toCents = (amount: number): number => Math.round(amount * 100);

/** The largest amount the database's numeric(14,2) money columns hold. */
export const MAX_AMOUNT = 999_999_999_999;

/** A form amount ("1,250,000", "$1,250,000.50" or a number) as a number; NaN when it is neither. */
export function parseAmount(input: unknown): number {
  if (typeof input === 'number') return input;
  return typeof input === 'string' ? Number(input.replace(/[$,\s]/g, '')) : Number.NaN;
}

/** The smallest acceptable next bid: the highest bid plus one increment. */
export function minimumNextBid(highest: number, increment: number): number {
  return (toCents(highest) + toCents(increment)) / 100;
}

/**
 * The spec's bid amount rules, in order: required, numeric, at least the minimum, and the minimum plus a
 * whole number of increments; then no more than the database holds. Answers the message of the first rule
 * broken, or null when the amount is valid.
 */
export function checkBidAmount(input: unknown, highest: number, increment: number): string | null {
  if (input === undefined || input === null || input === '') return m.bidAmountRequired;
  const amount = parseAmount(input);
  if (!Number.isFinite(amount) || amount <= 0) return m.bidAmountInvalid;
  const minimum = minimumNextBid(highest, increment);
  if (toCents(amount) < toCents(minimum)) return m.minimumBid(minimum);
  if ((toCents(amount) - toCents(minimum)) % toCents(increment) !== 0) return m.bidMultiple(increment);
  if (toCents(amount) > toCents(MAX_AMOUNT)) return m.bidAmountInvalid;
  return null;
}

/** Required, known values, and No Contingency alone or not at all. */
export function checkContingency(values: readonly string[] | null | undefined): string | null {
  if (!values || values.length === 0) return m.contingencyRequired;
  if (values.some((value) => !(CONTINGENCIES as readonly string[]).includes(value))) return m.contingencyRequired;
  if (values.includes('no-contingency') && values.length > 1) return m.contingencyExclusive;
  return null;
}

/** Escrow closing date: required, YYYY-MM-DD, and not before `today` (YYYY-MM-DD in the same zone). */
export function checkEscrowDate(date: string | null | undefined, today: string): string | null {
  if (!date) return m.escrowRequired;
  if (!isCalendarDate(date)) return m.escrowRequired;
  return date < today ? m.escrowInPast : null;
}

/** The buyer's premium on an amount at a percentage rate, rounded to the cent. */
export function buyersPremium(amount: number, ratePercent: number): number {
  return Math.round((toCents(amount) * ratePercent) / 100) / 100;
}

export function totalWithPremium(amount: number, ratePercent: number): number {
  return (toCents(amount) + toCents(buyersPremium(amount, ratePercent))) / 100;
}

// The auction's status lives apart (no messages, no amounts), for the listing cards every search page draws.
export { biddingStatusAt, biddingStatusLabels, type BiddingStatus } from './status';

/** The end time after a bid at `bidAt`: moved to bidAt + 5 minutes inside the soft-close window, never earlier. */
export function endTimeAfterBid(endsAt: number, bidAt: number): number {
  return Math.max(endsAt, bidAt + SOFT_CLOSE_MS);
}
