import { Badge, Button, Group, Table, Text } from '@mantine/core';
import type { Bid } from '@openhouse/shared/bidding/schemas';
import { formatCalendarDate, formatNotificationTime } from '@openhouse/shared/format/datetime';
import { formatPrice } from '@openhouse/shared/format/money';
import { EmptyTableRow, TableFrame } from '../../../components/table-frame';
import { formatContingencies } from './bid-format';

export type BidsTableProps = {
  bids: Bid[];
  timeZone?: string | null;
  /** The seller and the realtor get an Actions column with Order details (spec section 2). */
  onOrderDetails?: (bid: Bid) => void;
};

/** The bidder's nickname (with 'You' on the viewer's own bids) and, for the listing side, their e-mail. */
export function Bidder({ bid }: { bid: Bid }) {
  return (
    <div>
      <Group gap={6} wrap="nowrap">
        <Text size="sm" style={{ wordBreak: 'break-word' }}>
          {bid.user.name}
        </Text>
        {bid.is_mine ? (
          <Badge size="xs" variant="light">
            You
          </Badge>
        ) : null}
      </Group>
      {bid.user.email ? (
        <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
          {bid.user.email}
        </Text>
      ) : null}
    </div>
  );
}

export function OrderDetailsButton({ bid, onOrderDetails }: { bid: Bid; onOrderDetails: (bid: Bid) => void }) {
  return (
    <Button size="compact-sm" variant="light" onClick={() => onOrderDetails(bid)} aria-label={`Order details of the bid of ${formatPrice(bid.bid_amount)}`}>
      Order details
    </Button>
  );
}

/** An auction's bids, newest first: date, bidder, amount, contingency and escrow date. */
export function BidsTable({ bids, timeZone, onOrderDetails }: BidsTableProps) {
  const columns = onOrderDetails ? 6 : 5;
  return (
    <TableFrame minWidth={onOrderDetails ? 720 : 600} empty={bids.length === 0}>
      <Table verticalSpacing="xs" striped aria-label="Bids">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Bidder</Table.Th>
            <Table.Th>Amount</Table.Th>
            <Table.Th>Contingency</Table.Th>
            <Table.Th>Escrow date</Table.Th>
            {onOrderDetails ? <Table.Th>Actions</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bids.length === 0 ? (
            <EmptyTableRow colSpan={columns} />
          ) : (
            bids.map((bid) => (
              <Table.Tr key={bid.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatNotificationTime(bid.date, timeZone)}</Table.Td>
                <Table.Td>
                  <Bidder bid={bid} />
                </Table.Td>
                <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {formatPrice(bid.bid_amount)}
                </Table.Td>
                <Table.Td>{formatContingencies(bid.contingency)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatCalendarDate(bid.escrow_closing_date)}</Table.Td>
                {onOrderDetails ? (
                  <Table.Td>
                    <OrderDetailsButton bid={bid} onOrderDetails={onOrderDetails} />
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </TableFrame>
  );
}
