import { Group, Paper, Stack, Text } from '@mantine/core';
import { formatCalendarDate, formatNotificationTime } from '@openhouse/shared/format/datetime';
import { formatPrice } from '@openhouse/shared/format/money';
import { NO_RECORDS } from '@openhouse/shared/http/pagination';
import { formatContingencies } from './bid-format';
import { Bidder, OrderDetailsButton, type BidsTableProps } from './bids-table';

/**
 * An auction's bids on a phone: one card per bid with the same facts as a table row, so the amount and Order
 * details sit under the bidder instead of at the far end of a sideways scroll.
 */
export function BidCards({ bids, timeZone, onOrderDetails }: BidsTableProps) {
  if (bids.length === 0) {
    return (
      <Text ta="center" c="dimmed" py="md">
        {NO_RECORDS}
      </Text>
    );
  }
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Bids">
      {bids.map((bid) => (
        <Paper component="li" withBorder p="sm" key={bid.id} aria-label={`Bid of ${formatPrice(bid.bid_amount)}`}>
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
        </Paper>
      ))}
    </Stack>
  );
}
