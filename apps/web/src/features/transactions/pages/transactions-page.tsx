import { PageHeader } from '../../../components/page-header';
import { TransactionsList } from '../components/transactions-list';

/** /transaction and /transactions: every transaction the user is a party to (buyer, seller or realtor). */
export function TransactionsPage() {
  return (
    <>
      <PageHeader title="Transactions" description="Accepted bids and their contracts: follow each one from signing to closing." />
      <TransactionsList />
    </>
  );
}
