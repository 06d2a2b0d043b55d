import type { ListingStatus } from '@openhouse/shared/properties/listing';
import { STATUS } from '@openhouse/shared/transactions/statuses';
import type { Platform } from '../../platform/context';
import { contractDeclined, transactionAccepted, transactionAdvanced, transactionVoided } from '../transactions/transactions.events';
import { listingChanged } from './properties.events';
import { moveListingStatus } from './properties.repository';

/**
 * A listing's market status follows its deal (docs/DECISIONS.md, Listings): Pending from the accepted bid,
 * Sold (RESO 'closed') when the transaction closes, Active again when the contract is voided or declined.
 * Each move names the statuses it may leave, so a retried delivery changes nothing twice and a listing
 * its realtor withdrew meanwhile stays withdrawn. A move that happened announces the listing as changed,
 * which refreshes the public lists after the new status is stored, not before.
 */
export function subscribeListingStatus(platform: Platform): void {
  const move = (propertyId: number, to: ListingStatus, from: ListingStatus[]) =>
    // The move and its announcement commit together, so the lists never miss a status change.
    platform.events.transaction(async (tx, emit) => {
      if (await moveListingStatus(tx, propertyId, to, from)) await emit(listingChanged, { propertyId });
    });
  platform.events.on(transactionAccepted, 'listing-status', (deal) => move(deal.propertyId, 'pending', ['coming_soon', 'active']));
  platform.events.on(transactionAdvanced, 'listing-status', async (deal) => {
    if (deal.statusId === STATUS.closed) await move(deal.propertyId, 'closed', ['coming_soon', 'active', 'pending']);
  });
  platform.events.on(transactionVoided, 'listing-status', (deal) => move(deal.propertyId, 'active', ['pending']));
  platform.events.on(contractDeclined, 'listing-status', (deal) => move(deal.propertyId, 'active', ['pending']));
}
