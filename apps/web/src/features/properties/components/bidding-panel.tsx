import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatPrice, formatRate } from '@openhouse/shared/format/money';
import type { PropertyDetail } from '@openhouse/shared/properties/listing';
import { biddingMessages } from '@openhouse/shared/bidding/messages';
import { isDraft, isOnMarket } from '@openhouse/shared/properties/listing-labels';
import { IconGavel, IconListDetails, IconSettings, IconUserCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { BiddingStatusBadge, useAuctionState } from '../../../components/bidding-status-badge';
import { LiveUpdatesPaused } from '../../../components/live-updates-paused';
import { openGlobalModal } from '../../../lib/global-modals';
import { recordPropertyClick } from '../api/record-property-event';
import { winningDeal } from './auction-outcome';
import { QuickBids } from './quick-bids';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} size="sm">
        {children}
      </Text>
    </div>
  );
}

/**
 * The detail page's auction: its terms, where it stands with a live countdown, and what the viewer may do.
 * Buyers bid (the wizard); everyone may see all bids; the listing side reviews bid approvals; the realtor
 * enables bidding and may change its terms until the first bid.
 */
export function BiddingPanel({ property }: { property: PropertyDetail }) {
  const auction = property.bidding_property;
  const open = (name: 'bidWizard' | 'allBids' | 'bidApprovals' | 'enableBid') => openGlobalModal(name, { propertyId: property.id });
  // The server refuses bidding on a draft; its preview says when it can be enabled instead of offering it.
  const draft = isDraft(property);
  const canSetTerms = property.can_edit && !draft && (!auction || auction.bid_count === 0);

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="bidding-heading" data-slot="bidding">
      <Group justify="space-between" gap="xs" mb="xs">
        <Title order={2} size="h5" id="bidding-heading">
          Bidding
        </Title>
        {auction ? <LiveUpdatesPaused /> : null}
      </Group>
      {auction ? (
        <AuctionFacts property={property} auction={auction} />
      ) : (
        <Text size="sm" c="dimmed" mb={canSetTerms ? 'sm' : 0}>
          {draft ? biddingMessages.listingNotPublished : 'Online bidding is not enabled for this listing.'}
        </Text>
      )}
      <Stack gap="xs" mt={auction ? 'md' : 0}>
        {auction && !property.is_listing_side ? <QuickBids property={property} auction={auction} onChoose={(amount) => openGlobalModal('bidWizard', { propertyId: property.id, amount })} /> : null}
        {auction && !property.is_listing_side ? <BidNowButton property={property} auction={auction} onOpen={() => open('bidWizard')} /> : null}
        {auction ? (
          <Button variant="light" fullWidth leftSection={<IconListDetails size={16} aria-hidden />} onClick={() => open('allBids')}>
            All bids
          </Button>
        ) : null}
        {auction && property.is_listing_side ? (
          <Button variant="light" fullWidth leftSection={<IconUserCheck size={16} aria-hidden />} onClick={() => open('bidApprovals')}>
            Bid approvals
          </Button>
        ) : null}
        {canSetTerms ? (
          <Button variant={auction ? 'default' : 'filled'} fullWidth leftSection={<IconSettings size={16} aria-hidden />} onClick={() => open('enableBid')}>
            {auction ? 'Edit bidding' : 'Enable Bid'}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}

type Auction = NonNullable<PropertyDetail['bidding_property']>;

function AuctionFacts({ property, auction }: { property: PropertyDetail; auction: Auction }) {
  const won = winningDeal(property);
  return (
    <Stack gap="sm">
      {won ? (
        <Text fw={600} data-testid="bidding-status">
          Ended — winning bid {formatPrice(won.amount)}
        </Text>
      ) : (
        <BiddingStatusBadge auction={auction} latestTransactionStatusId={property.transactions[0]?.status_id ?? null} size="md" />
      )}
      <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
        <Fact label="Starting price">{formatPrice(auction.bid_amount)}</Fact>
        <Fact label="Highest bid">{auction.bid_count > 0 ? formatPrice(auction.highest_bid_amount) : 'No bids yet'}</Fact>
        {/* Nothing is next once a bid has won. */}
        {won ? null : <Fact label="Minimum next bid">{formatPrice(auction.minimum_next_bid)}</Fact>}
        <Fact label="Increment">{formatPrice(auction.bid_incremental_amount)}</Fact>
        <Fact label="Buyer's premium">{formatRate(auction.buyers_premium_rate)}</Fact>
        <Fact label="Bids">{auction.bid_count}</Fact>
      </SimpleGrid>
      {auction.highest_bidder ? (
        <Text size="sm" c="dimmed">
          Highest bidder: {auction.highest_bidder}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Bid Now while the auction is upcoming (to get approved early) or active; not once it is over or the home is off the market. */
function BidNowButton({ property, auction, onOpen }: { property: PropertyDetail; auction: Auction; onOpen: () => void }) {
  const state = useAuctionState(auction, property.transactions[0]?.status_id ?? null);
  if (state.status === 'expired' || !isOnMarket(property.status)) return null;
  return (
    <Button
      fullWidth
      leftSection={<IconGavel size={16} aria-hidden />}
      onClick={() => {
        recordPropertyClick(property.id, 'bid');
        onOpen();
      }}
    >
      Bid Now
    </Button>
  );
}
