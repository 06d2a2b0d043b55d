import { Group, Stack, Text } from '@mantine/core';
import { bidderStatusLabels } from '@openhouse/shared/bidding/rules';
import { formatNotificationTime } from '@openhouse/shared/format/datetime';
import { ApprovalBadge, DecisionButtons, ProofButton, type ApprovalsListProps } from './approvals-table';
import { CardList } from '../../../components/card-list';

/**
 * The bid approvals on a phone: one card per bidder, with the same facts and actions as a table row, so
 * Approve and Reject sit under the bidder instead of at the far end of a sideways scroll.
 */
export function ApprovalCards({ approvals, timeZone, onViewProof, onDecide }: ApprovalsListProps) {
  return (
    <CardList items={approvals} label="Bid approvals" keyOf={(approval) => approval.id} cardLabel={(approval) => approval.bid_nickname}>
      {(approval) => (
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
      )}
    </CardList>
  );
}
