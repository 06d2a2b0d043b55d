import type { Platform } from '../../platform/context';
import { auctionEnabled } from '../bidding/bidding.events';
import { contractDeclined, transactionAccepted, transactionVoided } from '../transactions/transactions.events';
import { invalidateCatalogue } from './catalogue-cache';
import { listingChanged } from './properties.events';

/**
 * The catalogue cache follows the events that change what public lists show: a listing written, bidding
 * enabled (the auction badge), and a deal that takes a listing off the market or puts it back.
 */
export function subscribeCatalogue(platform: Platform): void {
  const invalidate = () => invalidateCatalogue(platform);
  platform.events.on(listingChanged, 'catalogue', invalidate);
  platform.events.on(auctionEnabled, 'catalogue', invalidate);
  platform.events.on(transactionAccepted, 'catalogue', invalidate);
  platform.events.on(contractDeclined, 'catalogue', invalidate);
  platform.events.on(transactionVoided, 'catalogue', invalidate);
}
