import { Anchor, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatCalendarDate } from '@openhouse/shared/format/datetime';
import { formatPrice } from '@openhouse/shared/format/money';
import { formatAddress } from '@openhouse/shared/properties/listing-labels';
import { STATUS } from '@openhouse/shared/transactions/statuses';
import type { PropertyTransaction } from '@openhouse/shared/transactions/schemas';
import type { KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyTableRow, TableFrame } from '../../../components/table-frame';
import { useSession } from '../../../lib/session-context';
import { ContractSigningLink } from './contract-signing-link';
import { StatusBadge } from './status-badge';
import { CardList } from '../../../components/card-list';

type TransactionsTableProps = { transactions: PropertyTransaction[] };

const detailPath = (transaction: PropertyTransaction) => `/transactions/${transaction.id}`;

/** Status 1 reads as the spec has it: the contract-signing link plus the status name. */
function StatusCell({ transaction }: { transaction: PropertyTransaction }) {
  return (
    <Group gap={8} wrap="wrap">
      {transaction.status_id === STATUS.contractSent ? <ContractSigningLink transactionId={transaction.id} /> : null}
      <StatusBadge status={transaction.status} />
    </Group>
  );
}

function AddressLink({ transaction }: { transaction: PropertyTransaction }) {
  return (
    <Anchor component={Link} to={detailPath(transaction)} size="sm" fw={500} onClick={(event) => event.stopPropagation()} style={{ overflowWrap: 'anywhere' }}>
      {formatAddress(transaction.property)}
    </Anchor>
  );
}

/** Phones (the spec's 320 px and up): one card per transaction instead of a table to scroll. */
function TransactionCards({ transactions }: TransactionsTableProps) {
  const { user } = useSession();
  return (
    <CardList items={transactions} label="Transactions" keyOf={(transaction) => transaction.id}>
      {(transaction) => (
        <Stack gap={6}>
          <AddressLink transaction={transaction} />
          <StatusCell transaction={transaction} />
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={600}>
              {formatPrice(transaction.transaction_amount)}
            </Text>
            <Text size="sm" c="dimmed">
              {formatCalendarDate(transaction.transaction_date, user?.timezone)}
            </Text>
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            Buyer: {transaction.buyer.name} · Seller: {transaction.seller.name}
          </Text>
        </Stack>
      )}
    </CardList>
  );
}

/** Property, buyer, seller, amount, date and status; a row opens the transaction. */
export function TransactionsTable({ transactions }: TransactionsTableProps) {
  const { user } = useSession();
  const navigate = useNavigate();
  const phone = useMediaQuery('(max-width: 47.99em)');
  if (phone) return <TransactionCards transactions={transactions} />;

  const open = (transaction: PropertyTransaction) => navigate(detailPath(transaction));
  const onKey = (event: KeyboardEvent, transaction: PropertyTransaction) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open(transaction);
    }
  };

  return (
    <TableFrame minWidth={820} empty={transactions.length === 0}>
      <Table highlightOnHover verticalSpacing="xs" striped aria-label="Transactions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Property</Table.Th>
            <Table.Th>Buyer</Table.Th>
            <Table.Th>Seller</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th>Transaction date</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {transactions.length === 0 ? (
            <EmptyTableRow colSpan={6} py="lg" />
          ) : (
            transactions.map((transaction) => (
              <Table.Tr
                key={transaction.id}
                tabIndex={0}
                style={{ cursor: 'pointer' }}
                aria-label={`Transaction ${transaction.id}: ${formatAddress(transaction.property)}`}
                onClick={() => open(transaction)}
                onKeyDown={(event) => onKey(event, transaction)}
              >
                <Table.Td maw={260}>
                  <AddressLink transaction={transaction} />
                </Table.Td>
                <Table.Td>{transaction.buyer.name}</Table.Td>
                <Table.Td>{transaction.seller.name}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatPrice(transaction.transaction_amount)}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatCalendarDate(transaction.transaction_date, user?.timezone)}</Table.Td>
                <Table.Td>
                  <StatusCell transaction={transaction} />
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </TableFrame>
  );
}
