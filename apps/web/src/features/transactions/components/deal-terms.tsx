import { Badge, Group, List, Stack, Text } from '@mantine/core';
import { formatCalendarDate } from '@openhouse/shared/format/datetime';
import type { Deal } from '@openhouse/shared/transactions/deal';
import { useSession } from '../../../lib/session-context';

/** The contingencies the accepted bid kept, each with the day it must be cleared by. */
export function DealContingencies({ deal }: { deal: Pick<Deal, 'contingencies' | 'no_contingency'> }) {
  const { user } = useSession();
  if (deal.contingencies.length === 0) {
    return (
      <Text size="sm">{deal.no_contingency ? 'None: the buyer waived every contingency (No Contingency).' : 'The bid carried no contingencies.'}</Text>
    );
  }
  return (
    <List spacing={6} size="sm" aria-label="Contingencies" listStyleType="none" p={0}>
      {deal.contingencies.map((contingency) => (
        <List.Item key={contingency.name}>
          <Group gap="xs" wrap="wrap">
            <Text size="sm" fw={600}>
              {contingency.label}
            </Text>
            <Text size="sm" c="dimmed">
              due {formatCalendarDate(contingency.due_date, user?.timezone)}
            </Text>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}

/** Whose move it is: the buyer or seller to sign, or the realtor to open or close escrow. */
export function WhoseTurn({ turn, isMine }: { turn: Deal['turn']; isMine: boolean }) {
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Text size="sm">{turn.text}</Text>
        {isMine ? (
          <Badge color="blue" variant="light">
            Your turn
          </Badge>
        ) : null}
      </Group>
    </Stack>
  );
}
