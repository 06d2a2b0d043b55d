import { Select } from '@mantine/core';
import { TRANSACTION_STATUSES } from '@openhouse/shared/transactions/statuses';
import { useTransactionStatuses } from '../api/get-transaction-statuses';

const ALL = 'all';

type StatusFilterProps = { value: number | undefined; onChange: (statusId: number | undefined) => void };

/**
 * The statuses come from GET /transaction_status; should that call fail, the shared list (the same
 * six) keeps the filter usable rather than empty.
 */
export function StatusFilter({ value, onChange }: StatusFilterProps) {
  const statuses = useTransactionStatuses();
  const options = statuses.data ?? (statuses.isError ? TRANSACTION_STATUSES : []);
  return (
    <Select
      label="Status"
      data={[{ value: ALL, label: 'All statuses' }, ...options.map((status) => ({ value: String(status.id), label: status.name }))]}
      value={value === undefined ? ALL : String(value)}
      onChange={(next) => onChange(next && next !== ALL ? Number(next) : undefined)}
      allowDeselect={false}
      disabled={statuses.isPending}
      placeholder={statuses.isPending ? 'Loading statuses' : undefined}
      w={{ base: '100%', xs: 220 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
