import { BID_EVENTS } from '@openhouse/shared/bidding/events';
import type { BidPlacedEvent } from '@openhouse/shared/bidding/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../lib/realtime';
import { applyBidPlaced } from '../api/bid-placed-cache';

/**
 * Keeps every cached auction current while a page watches a property (lib/realtime useWatchProperty):
 * each bid placed by anyone updates the highest bid, end time and count, and tops the bids table.
 */
export function LiveBids() {
  const queryClient = useQueryClient();
  useRealtimeEvent<BidPlacedEvent>(BID_EVENTS.placed, (event) => {
    if (event && typeof event.property_id === 'number' && event.bid && event.bidding_property) applyBidPlaced(queryClient, event);
  });
  return null;
}
