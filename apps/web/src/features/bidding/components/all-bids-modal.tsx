import { Alert, Group, Modal, Stack, Text } from '@mantine/core';
import { biddingMessages as m } from '@openhouse/shared/bidding/messages';
import type { Bid } from '@openhouse/shared/bidding/schemas';
import { formatPrice } from '@openhouse/shared/format/money';
import { formatAddress } from '@openhouse/shared/properties/listing-labels';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BiddingStatusBadge } from '../../../components/bidding-status-badge';
import { LoadingRows } from '../../../components/loading-rows';
import { PagingFooter } from '../../../components/paging-footer';
import { messageOf } from '../../../lib/api-client';
import { useWatchProperty } from '../../../lib/realtime';
import { useSession } from '../../../lib/session-context';
import { biddingKeys } from '../api/bidding-keys';
import { useBids } from '../api/get-bids';
import { propertyKey, useProperty } from '../../../lib/property-query';
import { TABLE_MODAL_SIZE, useCardsBelowSm, useFullScreenOnPhones } from '../hooks/use-modal-layout';
import { BidCards } from './bid-cards';
import { BidsTable } from './bids-table';
import { OrderDetailsModal } from './order-details-modal';

type AllBidsModalProps = { propertyId: number; onClose: () => void };

/**
 * Every bid of a listing's auction, newest first, a server page at a time (cards below the sm breakpoint). New
 * bids arrive live on the first page. The seller and the realtor open a bid's order details from here to accept it.
 */
export function AllBidsModal({ propertyId, onClose }: AllBidsModalProps) {
  const { user } = useSession();
  const fullScreen = useFullScreenOnPhones();
  // Cards below the sm breakpoint, so a phone needs no sideways scroll to reach the amount and Order details.
  const BidList = useCardsBelowSm() ? BidCards : BidsTable;
  const [page, setPage] = useState(1);
  const [orderBid, setOrderBid] = useState<Bid | null>(null);
  const listing = useProperty(propertyId);
  const property = listing.data?.data;
  const auction = property?.bidding_property ?? null;
  const bids = useBids(propertyId, auction?.id, page);
  const queryClient = useQueryClient();
  // Bids placed before the room was joined never reach this tab: the listing and its bids are read again then.
  useWatchProperty(auction ? propertyId : null, () => {
    void queryClient.invalidateQueries({ queryKey: propertyKey(propertyId) });
    void queryClient.invalidateQueries({ queryKey: biddingKeys.bids(propertyId) });
  });

  let body;
  if (listing.isPending) {
    body = <LoadingRows label="Loading bids" count={4} height={36} />;
  } else if (listing.isError) {
    body = (
      <Alert color="red" variant="light">
        {messageOf(listing.error, m.failedToFetchBid)}
      </Alert>
    );
  } else if (!auction) {
    body = (
      <Alert color="gray" variant="light">
        {m.biddingNotEnabled}
      </Alert>
    );
  } else if (bids.isPending) {
    body = <LoadingRows label="Loading bids" count={4} height={36} />;
  } else if (bids.isError) {
    body = (
      <Alert color="red" variant="light">
        {messageOf(bids.error, 'The bids could not be loaded. Please try again.')}
      </Alert>
    );
  } else {
    body = (
      <>
        <BidList bids={bids.data.data} timeZone={user?.timezone} onOrderDetails={property?.is_listing_side ? setOrderBid : undefined} />
        <PagingFooter page={bids.data} onPage={setPage} fetching={bids.isPlaceholderData} fetchingLabel="Loading bids" />
      </>
    );
  }

  return (
    <>
      {/* Escape closes only the order details while they are open over the bids. */}
      <Modal opened onClose={onClose} title="All bids" size={TABLE_MODAL_SIZE} fullScreen={fullScreen} centered closeOnEscape={!orderBid}>
        <Stack gap="sm">
          {property ? (
            <Stack gap={4}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {property.label}
              </Text>
              <Text size="sm" c="dimmed">
                {formatAddress(property)}
              </Text>
              {auction ? (
                <Group gap="md" wrap="wrap">
                  <BiddingStatusBadge auction={auction} latestTransactionStatusId={property.transactions[0]?.status_id ?? null} />
                  <Text size="sm">
                    Highest bid <strong>{formatPrice(auction.highest_bid_amount)}</strong> · {auction.bid_count} {auction.bid_count === 1 ? 'bid' : 'bids'}
                  </Text>
                </Group>
              ) : null}
            </Stack>
          ) : null}
          {body}
        </Stack>
      </Modal>
      {orderBid ? <OrderDetailsModal propertyId={propertyId} bid={orderBid} onClose={() => setOrderBid(null)} stacked /> : null}
    </>
  );
}
