import { Group, Stack, Text } from '@mantine/core';
import { formatCalendarDate, formatNotificationTime } from '@openhouse/shared/format/datetime';
import { formatPrice } from '@openhouse/shared/format/money';
import { formatContingencies } from './bid-format';
import { Bidder, OrderDetailsButton, type BidsTableProps } from './bids-table';
import { CardList } from '../../../components/card-list';

/**
 * An auction's bids on a phone: one card per bid with the same facts as a table row, so the amount and Order
 * details sit under the bidder instead of at the far end of a sideways scroll.
 */
export function BidCards({ bids, timeZone, onOrderDetails }: BidsTableProps) {
  return (
    <CardList items={bids} label="Bids" keyOf={(bid) => bid.id} cardLabel={(bid) => `Bid of ${formatPrice(bid.bid_amount)}`}>
      {(bid) => (
        <Stack gap={6}>
          <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
            <Bidder bid={bid} />
            <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
              {formatPrice(bid.bid_amount)}
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            {formatNotificationTime(bid.date, timeZone)}
          </Text>
          <Text size="sm">
            Contingency: {formatContingencies(bid.contingency)}
            <br />
            Escrow date: {formatCalendarDate(bid.escrow_closing_date)}
          </Text>
          {onOrderDetails ? (
            <Group justify="flex-end">
              <OrderDetailsButton bid={bid} onOrderDetails={onOrderDetails} />
            </Group>
          ) : null}
        </Stack>
      )}
    </CardList>
  );
}
