import { z } from 'zod';
import { contingencyLabels, type Contingency } from '../bidding/rules';
import { transactionMilestoneDates } from '../projects/rules';
import { contractEventSchema, transactionSchema, type ContractEvent } from './schemas';
import { STATUS, statusName } from './statuses';

/**
 * The deal record (beyond the spec's transaction fields): what the parties look for first on the
 * transaction page — the accepted bid's terms, whose turn it is and how the deal got where it is.
 */

const DATED_CONTINGENCIES = ['inspection', 'appraisal', 'loan'] as const;
type DatedContingency = (typeof DATED_CONTINGENCIES)[number];
const milestoneOf: Record<DatedContingency, 'Inspection' | 'Appraisal' | 'Loan'> = { inspection: 'Inspection', appraisal: 'Appraisal', loan: 'Loan' };

export const dealContingencySchema = z.object({ name: z.enum(DATED_CONTINGENCIES), label: z.string(), due_date: z.string() });
export type DealContingency = z.infer<typeof dealContingencySchema>;

/**
 * The spec fixes payment_method to "Credit Card"; what the buyer actually chose is whether the purchase
 * rests on a loan, which their bid says through its Loan contingency.
 */
export const FUNDING = { financed: 'Mortgage / financing', cash: 'Cash (no loan contingency)' } as const;
export type Funding = keyof typeof FUNDING;

export const TURN_ROLES = ['buyer', 'seller', 'realtor'] as const;
export const dealTurnSchema = z.object({ role: z.enum(TURN_ROLES).nullable(), text: z.string() });

export const statusStepSchema = z.object({ status_id: z.number().int(), name: z.string(), at: z.string() });
export type StatusStepDate = z.infer<typeof statusStepSchema>;

export const dealSchema = z.object({
  /** The escrow closing date the buyer bid with (YYYY-MM-DD); null when the bid is gone. */
  escrow_closing_date: z.string().nullable(),
  /** The contingencies the bid kept, each due a customary period after acceptance, never after closing. */
  contingencies: z.array(dealContingencySchema),
  /** True when the bid waived every contingency ("No Contingency"). */
  no_contingency: z.boolean(),
  funding: z.object({ kind: z.enum(['financed', 'cash']), label: z.string() }),
  turn: dealTurnSchema,
  /** When each status was reached, oldest first (Contract Sent … Closed, or Cancelled). */
  status_history: z.array(statusStepSchema),
  /** The audit trail: created, sent, opened, signed … (the certificate page prints the same). */
  events: z.array(contractEventSchema),
});
export type Deal = z.infer<typeof dealSchema>;

/** GET /property-transactions/{id}: the spec's transaction and its deal record. */
export const transactionDetailSchema = transactionSchema.extend({ deal: dealSchema });
export type TransactionDetail = z.infer<typeof transactionDetailSchema>;
export const transactionDetailResponseSchema = z.object({ data: transactionDetailSchema });

/** The contingencies of a bid with their due dates, counted from the day it was accepted. */
export function dealContingencies(acceptedOn: string, escrowClosingDate: string, contingencies: readonly string[]): DealContingency[] {
  const milestones = transactionMilestoneDates(acceptedOn, escrowClosingDate, contingencies);
  return DATED_CONTINGENCIES.flatMap((name) => {
    const dueDate = milestones.find((milestone) => milestone.milestone_name === milestoneOf[name])?.end_date;
    return contingencies.includes(name) && dueDate ? [{ name, label: contingencyLabels[name as Contingency], due_date: dueDate }] : [];
  });
}

export function fundingOf(contingencies: readonly string[]): Deal['funding'] {
  const kind: Funding = contingencies.includes('loan') ? 'financed' : 'cash';
  return { kind, label: FUNDING[kind] };
}

/** Whose move it is at each status: the two signatures, then the realtor's two steps. */
export function whoseTurn(statusId: number): Deal['turn'] {
  switch (statusId) {
    case STATUS.contractSent:
      return { role: 'buyer', text: 'The buyer signs the contract.' };
    case STATUS.buyerSigned:
      return { role: 'seller', text: 'The seller signs the contract.' };
    case STATUS.contractSigned:
      return { role: 'realtor', text: 'The realtor opens escrow.' };
    case STATUS.inEscrow:
      return { role: 'realtor', text: 'The realtor closes the deal when escrow closes.' };
    case STATUS.closed:
      return { role: null, text: 'Nobody: the deal is closed.' };
    default:
      return { role: null, text: 'Nobody: the contract was cancelled.' };
  }
}

type TrailEvent = Pick<ContractEvent, 'event' | 'role' | 'created_at'>;

/** The status each audit event moves the transaction to (a buyer's signature is Buyer Signed; the seller's completes it). */
function statusReachedBy(event: TrailEvent): number | null {
  if (event.event === 'created') return STATUS.contractSent;
  if (event.event === 'signed' && event.role === 'buyer') return STATUS.buyerSigned;
  if (event.event === 'completed') return STATUS.contractSigned;
  if (event.event === 'in_escrow') return STATUS.inEscrow;
  if (event.event === 'closed') return STATUS.closed;
  if (event.event === 'declined' || event.event === 'voided') return STATUS.cancelled;
  return null;
}

/** When each status was first reached, from the audit trail, oldest first. */
export function statusHistory(events: readonly TrailEvent[]): StatusStepDate[] {
  const reached = new Map<number, string>();
  for (const event of events) {
    const statusId = statusReachedBy(event);
    if (statusId !== null && !reached.has(statusId)) reached.set(statusId, event.created_at);
  }
  return [...reached].map(([statusId, at]) => ({ status_id: statusId, name: statusName(statusId), at }));
}

export { collapseRepeatedOpens, type ShownEvent } from './history';
