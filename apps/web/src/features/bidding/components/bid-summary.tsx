import { Table } from '@mantine/core';
import { buyersPremium, totalWithPremium } from '@openhouse/shared/bidding/rules';
import { formatPrice, formatRate } from '@openhouse/shared/format/money';

/** The money of a bid before it is confirmed (docs/DECISIONS.md, Bidding): the bid, the buyer's premium on top, and the total. */
export function BidSummary({ amount, rate }: { amount: number; rate: number }) {
  return (
    <Table variant="vertical" withTableBorder layout="fixed" aria-label="Bid summary">
      <Table.Tbody>
        <Table.Tr>
          <Table.Th w="55%">Your bid</Table.Th>
          <Table.Td>{formatPrice(amount)}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th>Buyer&apos;s premium ({formatRate(rate)})</Table.Th>
          <Table.Td>{formatPrice(buyersPremium(amount, rate))}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th>Total</Table.Th>
          <Table.Td fw={700}>{formatPrice(totalWithPremium(amount, rate))}</Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
