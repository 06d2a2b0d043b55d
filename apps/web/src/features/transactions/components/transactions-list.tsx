import { Alert, Group, Paper } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { LoadingRows } from '../../../components/loading-rows';
import { PagingFooter } from '../../../components/paging-footer';
import { messageOf } from '../../../lib/api-client';
import { useTransactions } from '../api/get-transactions';
import { StatusFilter } from './status-filter';
import { TransactionsTable } from './transactions-table';

function positiveInt(value: string | null): number | undefined {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number >= 1 ? number : undefined;
}

/**
 * A paged list of transactions with a status filter; page and status live in the URL, so a filtered
 * list can be shared and the back button works.
 */
export function TransactionsList({ propertyId }: { propertyId?: number }) {
  const [params, setParams] = useSearchParams();
  const page = positiveInt(params.get('page')) ?? 1;
  const statusId = positiveInt(params.get('status'));
  const list = useTransactions({ page, propertyId, statusId });

  const update = (changes: Record<string, number | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || (key === 'page' && value === 1)) next.delete(key);
      else next.set(key, String(value));
    }
    setParams(next);
  };

  return (
    <Paper withBorder p={{ base: 'xs', sm: 'md' }}>
      <Group mb="md" align="flex-end">
        <StatusFilter value={statusId} onChange={(next) => update({ status: next, page: 1 })} />
      </Group>
      {list.isPending ? (
        <LoadingRows label="Loading transactions" count={5} height={40} />
      ) : list.isError ? (
        <Alert color="red" variant="light" role="alert">
          {messageOf(list.error, 'The transactions could not be loaded. Please try again.')}
        </Alert>
      ) : (
        <>
          <TransactionsTable transactions={list.data.data} />
          <PagingFooter page={list.data} onPage={(next) => update({ page: next })} fetching={list.isPlaceholderData} fetchingLabel="Loading transactions" />
        </>
      )}
    </Paper>
  );
}
