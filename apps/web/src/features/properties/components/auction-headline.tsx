import { Group, Text } from '@mantine/core';
import { formatMomentWithZone } from '@openhouse/shared/format/moment';
import { formatPrice } from '@openhouse/shared/format/money';
import type { PropertyDetail } from '@openhouse/shared/properties/listing';
import { useAuctionState } from '../../../components/bidding-status-badge';
import { useTimeZone } from '../../../lib/use-time-zone';
import { winningDeal } from './auction-outcome';

type Auction = NonNullable<PropertyDetail['bidding_property']>;

const plural = (count: number) => `${count} ${count === 1 ? 'bid' : 'bids'}`;

/**
 * The auction in the page header, beside the list price: the current bid and the bid count, and the end
 * as a live countdown and as a date and time in the viewer's zone. Once it is over it says how it ended.
 */
export function AuctionHeadline({ property, auction }: { property: PropertyDetail; auction: Auction }) {
  const zone = useTimeZone();
  const won = winningDeal(property);
  const state = useAuctionState(auction, property.transactions[0]?.status_id ?? null);
  const current = auction.bid_count > 0 ? `Current bid ${formatPrice(auction.highest_bid_amount)}` : `Bidding opens at ${formatPrice(auction.bid_amount)}`;

  return (
    <Group gap="xs" wrap="wrap" data-testid="auction-headline">
      <Text fw={700} fz={{ base: 'lg', sm: 'xl' }} c={won ? 'dimmed' : undefined}>
        {won ? `${property.status === 'closed' ? 'Sold' : 'Bidding ended'} — winning bid ${formatPrice(won.amount)}` : current}
      </Text>
      <Text size="sm" c="dimmed">
        {plural(auction.bid_count)}
      </Text>
      {won ? null : state.status === 'expired' ? (
        <Text size="sm" c="dimmed">
          Bidding ended {formatMomentWithZone(auction.bid_ending_time, zone)}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          <Text span ff="monospace" aria-live="off">
            {state.countdown}
          </Text>{' '}
          ({state.status === 'upcoming' ? 'starts' : 'ends'} {formatMomentWithZone(state.status === 'upcoming' ? auction.bid_starting_time : auction.bid_ending_time, zone)})
        </Text>
      )}
    </Group>
  );
}
