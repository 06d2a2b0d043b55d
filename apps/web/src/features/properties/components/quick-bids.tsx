import { Alert, Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { nextValidBids } from '@openhouse/shared/bidding/next-bids';
import { formatPrice } from '@openhouse/shared/format/money';
import type { PropertyDetail } from '@openhouse/shared/properties/listing';
import { isOnMarket } from '@openhouse/shared/properties/listing-labels';
import { useAuctionState } from '../../../components/bidding-status-badge';
import { recordPropertyClick } from '../api/record-property-event';

type Auction = NonNullable<PropertyDetail['bidding_property']>;

/**
 * While the auction runs, a buyer picks one of the next valid amounts in one tap; the bid wizard opens on
 * it and asks them to confirm. A buyer who already holds the highest bid is told so here, not offered more.
 */
export function QuickBids({ property, auction, onChoose }: { property: PropertyDetail; auction: Auction; onChoose: (amount: number) => void }) {
  const state = useAuctionState(auction, property.transactions[0]?.status_id ?? null);
  if (state.status !== 'active' || !isOnMarket(property.status)) return null;

  if (auction.is_highest_bidder) {
    return (
      <Alert color="teal" variant="light" data-testid="highest-bidder" title="You hold the highest bid">
        Your bid of {formatPrice(auction.highest_bid_amount)} leads. You will hear from us if someone bids more.
      </Alert>
    );
  }

  const amounts = nextValidBids(auction.highest_bid_amount, auction.bid_incremental_amount);
  return (
    <Stack gap={6} role="group" aria-labelledby="quick-bids-heading">
      <Text size="sm" fw={500} id="quick-bids-heading">
        Bid in one tap
      </Text>
      <SimpleGrid cols={1} spacing="xs">
        {amounts.map((amount) => (
          <Button
            key={amount}
            variant="outline"
            onClick={() => {
              recordPropertyClick(property.id, 'bid');
              onChoose(amount);
            }}
          >
            Bid {formatPrice(amount)}
          </Button>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
