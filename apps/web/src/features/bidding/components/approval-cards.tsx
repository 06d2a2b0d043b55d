import { Group, Paper, Stack, Text } from '@mantine/core';
import { bidderStatusLabels } from '@openhouse/shared/bidding/rules';
import { formatNotificationTime } from '@openhouse/shared/format/datetime';
import { NO_RECORDS } from '@openhouse/shared/http/pagination';
import { ApprovalBadge, DecisionButtons, ProofButton, type ApprovalsListProps } from './approvals-table';

/**
 * The bid approvals on a phone: one card per bidder, with the same facts and actions as a table row, so
 * Approve and Reject sit under the bidder instead of at the far end of a sideways scroll.
 */
export function ApprovalCards({ approvals, timeZone, onViewProof, onDecide }: ApprovalsListProps) {
  if (approvals.length === 0) {
    return (
      <Text ta="center" c="dimmed" py="md">
        {NO_RECORDS}
      </Text>
    );
  }
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Bid approvals">
      {approvals.map((approval) => (
        <Paper component="li" withBorder p="sm" key={approval.id} aria-label={approval.bid_nickname}>
          <Stack gap={6}>
            <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {approval.bid_nickname}
              </Text>
              <ApprovalBadge approval={approval} />
            </Group>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {approval.user.name}{' '}
              <Text span size="xs" c="dimmed">
                {approval.user.email}
              </Text>
            </Text>
            <div>
              <Text size="sm" c="dimmed">
                {bidderStatusLabels[approval.status]}
              </Text>
              <Text size="sm" c="dimmed">
                Submitted {formatNotificationTime(approval.created_at, timeZone)}
              </Text>
            </div>
            <Group justify="space-between" gap="xs" mt={4}>
              <ProofButton approval={approval} onViewProof={onViewProof} />
              <DecisionButtons approval={approval} onDecide={onDecide} />
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
