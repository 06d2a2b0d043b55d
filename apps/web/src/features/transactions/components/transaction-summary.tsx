import { Anchor, Stack, Text } from '@mantine/core';
import { formatCalendarDate } from '@openhouse/shared/format/calendar-date';
import { formatPrice } from '@openhouse/shared/format/money';
import { formatAddress } from '@openhouse/shared/properties/listing-labels';
import type { Deal } from '@openhouse/shared/transactions/deal';
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

/**
 * What was agreed: the property, the parties and the money (amount, buyer's premium and their total). With the
 * deal record, also the escrow closing date and how the buyer pays: the spec's fixed payment_method ("Credit
 * Card") is not what a buyer of a house chose, so it is not shown (docs/DECISIONS.md, Deal record).
 */
export function TransactionSummary({ transaction, deal }: { transaction: TransactionFacts; deal?: Pick<Deal, 'escrow_closing_date' | 'funding'> }) {
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
          { label: 'Accepted on', value: formatCalendarDate(transaction.transaction_date, user?.timezone) },
          ...(deal
            ? [
                { label: 'Escrow closing date', value: deal.escrow_closing_date ? formatCalendarDate(deal.escrow_closing_date, user?.timezone) : 'Not set' },
                { label: 'Payment', value: deal.funding.label },
              ]
            : []),
        ]}
      />
    </Stack>
  );
}
