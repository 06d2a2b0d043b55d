import { Alert, Button, Modal, Stack, Table, Text, Tooltip } from '@mantine/core';
import { biddingMessages as m } from '@openhouse/shared/bidding/messages';
import { buyersPremium, DEFAULT_PREMIUM_RATE, EXAMPLE_EARNEST_AMOUNT, totalWithPremium } from '@openhouse/shared/bidding/rules';
import type { Bid } from '@openhouse/shared/bidding/schemas';
import { formatCalendarDate, formatNotificationTime, todayIn } from '@openhouse/shared/format/datetime';
import { formatPrice, formatRate } from '@openhouse/shared/format/money';
import type { PropertyDetail } from '@openhouse/shared/properties/listing';
import { transactionMessages } from '@openhouse/shared/transactions/messages';
import { canAcceptAnotherBid, PAYMENT_METHOD, STATUS } from '@openhouse/shared/transactions/statuses';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadingRows } from '../../../components/loading-rows';
import { hasErrorCode, messageOf } from '../../../lib/api-client';
import { closeGlobalModal } from '../../../lib/global-modals';
import { toastError, toastSuccess } from '../../../lib/notify';
import { serverNow } from '../../../lib/server-clock';
import { useSession } from '../../../lib/session-context';
import { pathAfterAccept, useAcceptBid, type AcceptBidPayload } from '../api/accept-bid';
import { useProperty } from '../../../lib/property-query';
import { useCardsBelowSm, useFullScreenOnPhones } from '../hooks/use-modal-layout';
import { formatContingencies } from './bid-format';
import { ConfirmDialog } from '../../../components/confirm-dialog';

/** The spec's create payload for accepting `bid` today (in the viewer's zone, on the server's clock). */
export function acceptPayload(property: Pick<PropertyDetail, 'id' | 'seller_id'>, bid: Bid, today: string): AcceptBidPayload {
  return {
    property_id: property.id,
    ...(bid.user.id !== null ? { buyer_id: bid.user.id } : {}),
    ...(property.seller_id !== null ? { seller_id: property.seller_id } : {}),
    transaction_date: today,
    transaction_amount: bid.bid_amount,
    bid_property_history_id: bid.id,
    payment_method: PAYMENT_METHOD,
    status_id: STATUS.contractSent,
  };
}

type OrderDetailsModalProps = {
  propertyId: number;
  bid: Bid;
  onClose: () => void;
  /** Opened from the all-bids modal: it stays underneath. */
  stacked?: boolean;
};

/**
 * Order details of one bid: the bid, the buyer's premium, the total and the example earnest amount. The
 * seller and the realtor also see Actions with Accept, allowed while the property has no transaction or
 * its latest one is cancelled; accepting creates the transaction and opens its page.
 */
export function OrderDetailsModal({ propertyId, bid, onClose, stacked = false }: OrderDetailsModalProps) {
  const { user } = useSession();
  const fullScreen = useFullScreenOnPhones();
  const narrow = useCardsBelowSm();
  const listing = useProperty(propertyId);
  const accept = useAcceptBid();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);

  const property = listing.data?.data;
  const rate = property?.bidding_property?.buyers_premium_rate ?? DEFAULT_PREMIUM_RATE;
  const latestStatus = property?.transactions[0]?.status_id ?? null;
  const acceptable = canAcceptAnotherBid(latestStatus);

  const onAccept = async () => {
    if (!property) return;
    try {
      const answer = await accept.mutateAsync(acceptPayload(property, bid, todayIn(user?.timezone, serverNow())));
      setConfirming(false);
      onClose();
      // Opened over all bids, that modal goes too: the app leaves the listing for the deal.
      closeGlobalModal();
      toastSuccess(transactionMessages.contractSentTo(answer.data.propertyTransaction.buyer.name));
      navigate(pathAfterAccept(answer));
    } catch (error) {
      setConfirming(false);
      toastError(hasErrorCode(error, 'conflict') ? transactionMessages.alreadyExists : messageOf(error, m.somethingWrong));
    }
  };

  let body;
  if (listing.isPending) {
    body = <LoadingRows label="Loading order details" count={3} height={32} />;
  } else if (listing.isError || !property) {
    body = (
      <Alert color="red" variant="light">
        {messageOf(listing.error, 'The order details could not be loaded. Please try again.')}
      </Alert>
    );
  } else {
    const showActions = property.is_listing_side;
    const buttonSize = narrow ? 'sm' : 'compact-sm';
    const acceptButton = acceptable ? (
      <Button size={buttonSize} fullWidth={narrow} color="teal" onClick={() => setConfirming(true)} loading={accept.isPending}>
        Accept
      </Button>
    ) : (
      <Tooltip label="This property already has an active transaction." withArrow events={{ hover: true, focus: true, touch: true }}>
        <span tabIndex={0} style={narrow ? { display: 'block' } : undefined}>
          <Button size={buttonSize} fullWidth={narrow} color="teal" disabled style={{ pointerEvents: 'none' }}>
            Accept
          </Button>
        </span>
      </Tooltip>
    );
    const amounts = [
      { label: 'Bid amount', value: formatPrice(bid.bid_amount) },
      { label: `Buyer's premium (${formatRate(rate)})`, value: formatPrice(buyersPremium(bid.bid_amount, rate)) },
      { label: 'Total', value: formatPrice(totalWithPremium(bid.bid_amount, rate)), strong: true },
      { label: 'Earnest amount (example)', value: formatPrice(EXAMPLE_EARNEST_AMOUNT) },
    ];
    body = (
      <Stack gap="sm">
        <Text size="sm">
          <Text span fw={500}>
            Bidder:
          </Text>{' '}
          {bid.user.name}
          {bid.user.email ? ` (${bid.user.email})` : ''} · {formatNotificationTime(bid.date, user?.timezone)}
        </Text>
        <Text size="sm">
          <Text span fw={500}>
            Contingency:
          </Text>{' '}
          {formatContingencies(bid.contingency)} ·{' '}
          <Text span fw={500}>
            Escrow closing date:
          </Text>{' '}
          {formatCalendarDate(bid.escrow_closing_date)}
        </Text>
        {narrow ? (
          // Below the sm breakpoint the amounts read downwards with Accept under them: a one-row table would put
          // the total and Accept at the far end of a sideways scroll.
          <>
            <Table withTableBorder verticalSpacing="xs" aria-label="Order details">
              <Table.Tbody>
                {amounts.map((amount) => (
                  <Table.Tr key={amount.label}>
                    <Table.Th scope="row" fw={500}>
                      {amount.label}
                    </Table.Th>
                    <Table.Td ta="right" fw={amount.strong ? 700 : undefined} style={{ whiteSpace: 'nowrap' }}>
                      {amount.value}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {showActions ? acceptButton : null}
          </>
        ) : (
          <Table.ScrollContainer minWidth={showActions ? 640 : 520}>
            <Table withTableBorder verticalSpacing="xs" aria-label="Order details">
              <Table.Thead>
                <Table.Tr>
                  {amounts.map((amount) => (
                    <Table.Th key={amount.label}>{amount.label}</Table.Th>
                  ))}
                  {showActions ? <Table.Th>Actions</Table.Th> : null}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                <Table.Tr>
                  {amounts.map((amount) => (
                    <Table.Td key={amount.label} fw={amount.strong ? 700 : undefined}>
                      {amount.value}
                    </Table.Td>
                  ))}
                  {showActions ? <Table.Td>{acceptButton}</Table.Td> : null}
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {showActions && !acceptable ? (
          <Text size="xs" c="dimmed">
            A bid can be accepted again only if the current transaction is cancelled.
          </Text>
        ) : null}
      </Stack>
    );
  }

  return (
    <>
      {/* Escape closes only the confirmation while it asks. */}
      <Modal opened onClose={onClose} title="Order details" size="xl" fullScreen={fullScreen} centered zIndex={stacked ? 305 : undefined} closeOnEscape={!confirming}>
        {body}
      </Modal>
      <ConfirmDialog
        opened={confirming}
        title="Accept this bid?"
        confirmLabel="Accept bid"
        confirmColor="teal"
        busy={accept.isPending}
        onConfirm={() => void onAccept()}
        onCancel={() => setConfirming(false)}
      >
        Accept the bid of {formatPrice(bid.bid_amount)} from {bid.user.name}? A transaction is created and the contract goes to the buyer for signature.
      </ConfirmDialog>
    </>
  );
}
