import { Stack, Text } from '@mantine/core';
import { formatNotificationTime } from '@openhouse/shared/format/moment';
import type { ContractEvent } from '@openhouse/shared/transactions/schemas';
import { useSession } from '../../../lib/session-context';

const eventLabels: Record<ContractEvent['event'], string> = {
  created: 'Contract created',
  sent: 'Sent for signature',
  viewed: 'Opened',
  consented: 'Agreed to sign electronically',
  signed: 'Signed',
  declined: 'Declined',
  voided: 'Voided',
  completed: 'Completed',
  in_escrow: 'Moved to In Escrow',
  closed: 'Closed',
};

/** The audit trail so far: what happened, by whom and when (the certificate page records it too). */
export function SigningHistory({ events }: { events: ContractEvent[] }) {
  const { user } = useSession();
  if (events.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nothing has happened yet.
      </Text>
    );
  }
  return (
    <Stack component="ol" gap={6} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Signing history">
      {events.map((event, index) => (
        <li key={`${event.created_at}-${index}`}>
          {/* A detail may carry a 64-character fingerprint, which must wrap on a phone. */}
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            <strong>{eventLabels[event.event]}</strong> · {event.name}
            {event.detail ? `: ${event.detail}` : ''}
          </Text>
          <Text size="xs" c="dimmed">
            {formatNotificationTime(event.created_at, user?.timezone)}
          </Text>
        </li>
      ))}
    </Stack>
  );
}
