import { Badge } from '@mantine/core';
import { statusName } from '@openhouse/shared/transactions/statuses';
import { statusColors } from './transaction-rules';

/** A transaction's status by name, in its colour; Cancelled in red. */
export function StatusBadge({ status }: { status: { id: number; name?: string | null } }) {
  return (
    <Badge color={statusColors[status.id] ?? 'gray'} variant="light" style={{ flexShrink: 0 }}>
      {status.name || statusName(status.id)}
    </Badge>
  );
}
