import { Anchor, Stack, Text } from '@mantine/core';
import { formatCalendarDate } from '@openhouse/shared/format/datetime';
import { formatPrice } from '@openhouse/shared/format/money';
import { formatAddress } from '@openhouse/shared/properties/listing-labels';
import type { PropertyTransaction } from '@openhouse/shared/transactions/schemas';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session-context';
import { FactsList } from './facts-list';

type Person = PropertyTransaction['buyer'];
export type TransactionFacts = Omit<PropertyTransaction, 'my_role' | 'can_sign'>;

function PersonFact({ person }: { person: Person }) {
  return (
    <>
      {person.name}
      <Text component="span" display="block" size="xs" c="dimmed">
        {person.email}
      </Text>
    </>
  );
}

/** What was agreed: the property, the parties and the money (amount, buyer's premium and their total). */
export function TransactionSummary({ transaction }: { transaction: TransactionFacts }) {
  const { user } = useSession();
  // Rounded to the cent: adding two amounts in floating point may leave a stray fraction.
  const total = Math.round((transaction.transaction_amount + transaction.buyers_premium) * 100) / 100;
  return (
    <Stack gap="md">
      <div>
        <Anchor component={Link} to={`/properties/${transaction.property_id}`} fw={600}>
          {transaction.property.label}
        </Anchor>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {formatAddress(transaction.property)}
        </Text>
      </div>
      <FactsList
        facts={[
          { label: 'Buyer', value: <PersonFact person={transaction.buyer} /> },
          { label: 'Seller', value: <PersonFact person={transaction.seller} /> },
          { label: 'Realtor', value: <PersonFact person={transaction.realtor} /> },
          { label: 'Amount', value: formatPrice(transaction.transaction_amount) },
          { label: "Buyer's premium", value: formatPrice(transaction.buyers_premium) },
          { label: 'Total', value: <strong>{formatPrice(total)}</strong> },
          { label: 'Transaction date', value: formatCalendarDate(transaction.transaction_date, user?.timezone) },
          { label: 'Payment method', value: transaction.payment_method },
        ]}
      />
    </Stack>
  );
}
