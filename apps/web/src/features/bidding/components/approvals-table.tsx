import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { bidderStatusLabels, type ApprovalState } from '@openhouse/shared/bidding/rules';
import type { BidApproval } from '@openhouse/shared/bidding/schemas';
import { formatNotificationTime } from '@openhouse/shared/format/datetime';
import { EmptyTableRow, TableFrame } from '../../../components/table-frame';
import type { ApprovalDecision } from '../api/decide-approval';

export const approvalStateLabels: Record<ApprovalState, string> = { submitted: 'Submitted', approved: 'Approved', rejected: 'Rejected' };
const approvalColors: Record<ApprovalState, string> = { submitted: 'blue', approved: 'teal', rejected: 'red' };

export type ApprovalsListProps = {
  approvals: BidApproval[];
  timeZone?: string | null;
  onViewProof: (approval: BidApproval) => void;
  onDecide: (approval: BidApproval, decision: ApprovalDecision) => void;
};

type ApprovalActionProps = { approval: BidApproval } & Pick<ApprovalsListProps, 'onViewProof' | 'onDecide'>;

export function ApprovalBadge({ approval }: { approval: BidApproval }) {
  return (
    // At its full width: a table cell would otherwise squeeze it to 'SUBMI…'.
    <Badge color={approvalColors[approval.approval]} variant="light" miw="max-content">
      {approvalStateLabels[approval.approval]}
    </Badge>
  );
}

export function ProofButton({ approval, onViewProof }: Omit<ApprovalActionProps, 'onDecide'>) {
  return (
    <Button size="compact-sm" variant="subtle" onClick={() => onViewProof(approval)} aria-label={`View proof of ${approval.bid_nickname}`}>
      View proof
    </Button>
  );
}

/** Spec section 4: Approve and Reject only while submitted; nothing otherwise. */
export function DecisionButtons({ approval, onDecide }: Omit<ApprovalActionProps, 'onViewProof'>) {
  if (approval.approval !== 'submitted') return null;
  return (
    <Group gap={6} wrap="nowrap">
      <Button size="compact-sm" color="teal" variant="light" onClick={() => onDecide(approval, 'approved')} aria-label={`Approve ${approval.bid_nickname}`}>
        Approve
      </Button>
      <Button size="compact-sm" color="red" variant="light" onClick={() => onDecide(approval, 'rejected')} aria-label={`Reject ${approval.bid_nickname}`}>
        Reject
      </Button>
    </Group>
  );
}

/** Bidders asking to bid: who, as what, when, where their request stands, their proof, and the decision while it is open. */
export function ApprovalsTable({ approvals, timeZone, onViewProof, onDecide }: ApprovalsListProps) {
  return (
    <TableFrame minWidth={860} empty={approvals.length === 0}>
      <Table verticalSpacing="xs" striped aria-label="Bid approvals">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Nickname</Table.Th>
            <Table.Th>Name / e-mail</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Submitted</Table.Th>
            <Table.Th>Approval</Table.Th>
            <Table.Th>Proof</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {approvals.length === 0 ? (
            <EmptyTableRow colSpan={7} />
          ) : (
            approvals.map((approval) => (
              <Table.Tr key={approval.id}>
                <Table.Td style={{ wordBreak: 'break-word' }}>{approval.bid_nickname}</Table.Td>
                <Table.Td>
                  <Text size="sm">{approval.user.name}</Text>
                  <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                    {approval.user.email}
                  </Text>
                </Table.Td>
                <Table.Td>{bidderStatusLabels[approval.status]}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatNotificationTime(approval.created_at, timeZone)}</Table.Td>
                <Table.Td>
                  <ApprovalBadge approval={approval} />
                </Table.Td>
                <Table.Td>
                  <ProofButton approval={approval} onViewProof={onViewProof} />
                </Table.Td>
                <Table.Td>
                  {approval.approval === 'submitted' ? (
                    <DecisionButtons approval={approval} onDecide={onDecide} />
                  ) : (
                    <Text size="sm" c="dimmed">
                      —
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </TableFrame>
  );
}
