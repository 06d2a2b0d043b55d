import { Text, ThemeIcon, Timeline } from '@mantine/core';
import type { PropertyTransaction } from '@openhouse/shared/transactions/schemas';
import { statusName, STATUS } from '@openhouse/shared/transactions/statuses';
import { IconCheck, IconX } from '@tabler/icons-react';
import { statusProgress } from './transaction-rules';

const stateText = { done: 'Done', current: 'Current status', upcoming: 'Not yet' } as const;

/**
 * The six statuses as a path: Contract Sent → Buyer Signed → Contract Signed → In Escrow → Closed.
 * A cancelled transaction shows where it stopped and then Cancelled, in red, instead of what was left.
 */
export function StatusTimeline({ transaction }: { transaction: Pick<PropertyTransaction, 'status_id' | 'signers'> }) {
  const { steps, cancelled } = statusProgress(transaction);
  const lastDone = steps.reduce((index, step, position) => (step.state === 'upcoming' ? index : position), 0);

  return (
    <Timeline active={lastDone} bulletSize={22} lineWidth={2} color={cancelled ? 'gray' : 'teal'} role="list" aria-label="Transaction progress">
      {steps.map((step) => (
        <Timeline.Item
          key={step.id}
          role="listitem"
          aria-current={step.state === 'current' ? 'step' : undefined}
          bullet={step.state === 'done' ? <IconCheck size={14} aria-hidden /> : null}
          title={
            <Text
              size="sm"
              fw={step.state === 'current' ? 700 : 500}
              c={step.state === 'upcoming' ? 'dimmed' : undefined}
              td={cancelled && step.state === 'upcoming' ? 'line-through' : undefined}
            >
              {step.name}
            </Text>
          }
        >
          <Text size="xs" c="dimmed">
            {cancelled && step.state === 'upcoming' ? 'Will not happen' : stateText[step.state]}
          </Text>
        </Timeline.Item>
      ))}
      {cancelled ? (
        <Timeline.Item
          role="listitem"
          aria-current="step"
          color="red"
          bullet={
            <ThemeIcon color="red" radius="xl" size={22}>
              <IconX size={14} aria-hidden />
            </ThemeIcon>
          }
          title={
            <Text size="sm" fw={700} c="red.8">
              {statusName(STATUS.cancelled)}
            </Text>
          }
        >
          <Text size="xs" c="dimmed">
            The contract was declined or voided; the listing may accept another bid.
          </Text>
        </Timeline.Item>
      ) : null}
    </Timeline>
  );
}
