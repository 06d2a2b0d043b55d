import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { WaitingOnMe } from '@openhouse/shared/dashboard/schemas';
import { formatDateTime } from '@openhouse/shared/format/datetime';
import { useState } from 'react';
import { Link } from 'react-router';
import { messageOf } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/notify';

type QueueItem = WaitingOnMe['bid_approvals'][number];
export type QueueDecision = 'yes' | 'no';

type QueueItemRowProps = {
  item: QueueItem;
  /** 'Bid approval' or 'Document access'. */
  kind: string;
  timeZone: string;
  yesLabel: string;
  noLabel: string;
  /** Sends the decision; answers the server's message. */
  decide: (item: QueueItem, decision: QueueDecision) => Promise<string>;
  onDecided: () => void;
};

/** One waiting item: who asks, about which listing and since when, with both answers in place. */
export function QueueItemRow({ item, kind, timeZone, yesLabel, noLabel, decide, onDecided }: QueueItemRowProps) {
  const [pending, setPending] = useState<QueueDecision | null>(null);
  const answer = async (decision: QueueDecision) => {
    setPending(decision);
    try {
      toastSuccess(await decide(item, decision));
      onDecided();
    } catch (error) {
      toastError(messageOf(error, 'Something went wrong, please try again.'));
    } finally {
      setPending(null);
    }
  };
  const label = `${kind} from ${item.who}`;
  return (
    <Paper component="li" withBorder p="sm" aria-label={label}>
      <Group justify="space-between" gap="sm">
        <Stack gap={2} miw={0} style={{ flex: '1 1 220px' }}>
          <Text fw={600} size="sm">
            {kind}: {item.who}
          </Text>
          <Anchor component={Link} to={`/properties/${item.property_id}`} size="sm" lineClamp={1}>
            {item.label} · {item.street_address}
          </Anchor>
          <Text size="xs" c="dimmed">
            Waiting since {formatDateTime(item.since, timeZone)}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" loading={pending === 'yes'} disabled={pending !== null} onClick={() => void answer('yes')} aria-label={`${yesLabel} ${label}`}>
            {yesLabel}
          </Button>
          <Button size="xs" variant="default" loading={pending === 'no'} disabled={pending !== null} onClick={() => void answer('no')} aria-label={`${noLabel} ${label}`}>
            {noLabel}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
