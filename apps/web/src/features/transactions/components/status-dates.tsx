import { Text } from '@mantine/core';
import { formatNotificationTime } from '@openhouse/shared/format/datetime';
import type { StatusStepDate } from '@openhouse/shared/transactions/deal';
import { useSession } from '../../../lib/session-context';

/** When the deal reached each status so far (Contract Sent … Closed, or Cancelled). */
export function StatusDates({ history }: { history: StatusStepDate[] }) {
  const { user } = useSession();
  return (
    <dl aria-label="Status dates" style={{ margin: 0 }}>
      {history.map((step) => (
        <Text key={step.status_id} size="xs" component="div">
          <Text component="dt" span fw={600} size="xs">
            {step.name}:
          </Text>{' '}
          <Text component="dd" span m={0} size="xs">
            {formatNotificationTime(step.at, user?.timezone)}
          </Text>
        </Text>
      ))}
    </dl>
  );
}
