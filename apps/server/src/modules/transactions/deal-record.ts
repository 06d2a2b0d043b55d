import { dealContingencies, fundingOf, statusHistory, whoseTurn, type Deal } from '@openhouse/shared/transactions/deal';
import type { Db } from '../../platform/db/client';
import { findBidTerms } from '../bidding/bidding.queries';
import { shownContractEvents, toContractEvent } from './contract-events';
import { eventsOf, type TransactionView } from './transactions.repository';

/**
 * The deal record of one transaction: the accepted bid's terms (escrow date, contingencies with their due
 * dates, how it is paid for), whose turn it is, when each status was reached and the signing history.
 */
export async function dealRecordOf(db: Db, view: TransactionView): Promise<Deal> {
  const [terms, eventRows] = await Promise.all([findBidTerms(db, view.bid_property_history_id), eventsOf(db, view.id)]);
  const events = eventRows.map(toContractEvent);
  const contingencies = terms?.contingencies ?? [];
  return {
    escrow_closing_date: terms?.escrow_closing_date ?? null,
    contingencies: terms ? dealContingencies(view.transaction_date, terms.escrow_closing_date, contingencies) : [],
    no_contingency: contingencies.includes('no-contingency'),
    funding: fundingOf(contingencies),
    turn: whoseTurn(view.status_id),
    status_history: statusHistory(events),
    events: shownContractEvents(eventRows),
  };
}
