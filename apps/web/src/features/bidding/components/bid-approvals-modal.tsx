import { Alert, Modal, Stack, Tabs, Text } from '@mantine/core';
import { biddingMessages as m } from '@openhouse/shared/bidding/messages';
import type { BidApproval } from '@openhouse/shared/bidding/schemas';
import { useState } from 'react';
import { LoadingRows } from '../../../components/loading-rows';
import { PagingFooter } from '../../../components/paging-footer';
import { messageOf } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session-context';
import type { ApprovalTab } from '../api/bidding-keys';
import { useDecideApproval, type ApprovalDecision } from '../api/decide-approval';
import { useApprovals } from '../api/get-approvals';
import { TABLE_MODAL_SIZE, useCardsBelowSm, useFullScreenOnPhones } from '../hooks/use-modal-layout';
import { ApprovalCards } from './approval-cards';
import { ApprovalsTable } from './approvals-table';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ProofViewerModal } from './proof-viewer-modal';

const TABS: { value: ApprovalTab; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'submitted', label: 'Submitted' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];

type Pending = { approval: BidApproval; decision: ApprovalDecision };

/**
 * The listing side reviews who may bid (spec section 2): tabs All, Submitted, Approved and Rejected,
 * opening on Submitted, each a server-paged table (cards below the sm breakpoint, so a phone needs no sideways
 * scroll to reach Approve and Reject). Approve and Reject ask first; the tabs refresh after.
 */
export function BidApprovalsModal({ propertyId, onClose }: { propertyId: number; onClose: () => void }) {
  const fullScreen = useFullScreenOnPhones();
  const [tab, setTab] = useState<ApprovalTab>('submitted');
  const [proof, setProof] = useState<BidApproval | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const decide = useDecideApproval();

  const onConfirm = async () => {
    if (!pending) return;
    try {
      const answer = await decide.mutateAsync({ id: pending.approval.id, propertyId, approval: pending.decision });
      toastSuccess(answer.message || (pending.decision === 'approved' ? m.approvalApproved : m.approvalRejectedByYou));
    } catch {
      toastError(m.approvalRequestError);
    } finally {
      setPending(null);
    }
  };

  return (
    <>
      {/* Escape closes only the top modal: the proof viewer or the confirmation, not the approvals under it. */}
      <Modal opened onClose={onClose} title="Bid approvals" size={TABLE_MODAL_SIZE} fullScreen={fullScreen} centered closeOnEscape={!proof && !pending}>
        {/* On a phone the four tabs share one row (at 320 px their usual padding would wrap the last one). */}
        <Tabs
          value={tab}
          onChange={(value) => value && setTab(value as ApprovalTab)}
          keepMounted={false}
          styles={fullScreen ? { tab: { paddingInline: 6 } } : undefined}
        >
          <Tabs.List mb="sm" grow={fullScreen}>
            {TABS.map((item) => (
              <Tabs.Tab key={item.value} value={item.value}>
                {item.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {TABS.map((item) => (
            <Tabs.Panel key={item.value} value={item.value}>
              <ApprovalsTab propertyId={propertyId} tab={item.value} onViewProof={setProof} onDecide={(approval, decision) => setPending({ approval, decision })} />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Modal>
      {proof ? <ProofViewerModal approval={proof} onClose={() => setProof(null)} /> : null}
      <ConfirmDialog
        opened={pending !== null}
        title={pending?.decision === 'approved' ? 'Approve this bidder?' : 'Reject this bidder?'}
        confirmLabel={pending?.decision === 'approved' ? 'Approve' : 'Reject'}
        confirmColor={pending?.decision === 'approved' ? 'teal' : 'red'}
        busy={decide.isPending}
        onConfirm={() => void onConfirm()}
        onCancel={() => setPending(null)}
      >
        {pending?.decision === 'approved'
          ? `${pending.approval.bid_nickname} (${pending.approval.user.name}) will be able to bid on this property.`
          : `${pending?.approval.bid_nickname ?? ''} (${pending?.approval.user.name ?? ''}) will not be able to bid on this property. This cannot be undone.`}
      </ConfirmDialog>
    </>
  );
}

type ApprovalsTabProps = {
  propertyId: number;
  tab: ApprovalTab;
  onViewProof: (approval: BidApproval) => void;
  onDecide: (approval: BidApproval, decision: ApprovalDecision) => void;
};

function ApprovalsTab({ propertyId, tab, onViewProof, onDecide }: ApprovalsTabProps) {
  const { user } = useSession();
  const cards = useCardsBelowSm();
  const [page, setPage] = useState(1);
  const approvals = useApprovals(propertyId, tab, page);

  if (approvals.isPending) return <LoadingRows label="Loading bid approvals" count={4} height={36} />;
  if (approvals.isError) {
    return (
      <Alert color="red" variant="light">
        {messageOf(approvals.error, 'The bid approvals could not be loaded. Please try again.')}
      </Alert>
    );
  }
  return (
    <Stack gap={0}>
      {tab === 'submitted' && approvals.data.total > 0 ? (
        <Text size="sm" c="dimmed" mb="xs">
          Check each bidder&apos;s proof of funds before you decide.
        </Text>
      ) : null}
      {cards ? (
        <ApprovalCards approvals={approvals.data.data} timeZone={user?.timezone} onViewProof={onViewProof} onDecide={onDecide} />
      ) : (
        <ApprovalsTable approvals={approvals.data.data} timeZone={user?.timezone} onViewProof={onViewProof} onDecide={onDecide} />
      )}
      <PagingFooter page={approvals.data} onPage={setPage} fetching={approvals.isPlaceholderData} fetchingLabel="Loading bid approvals" />
    </Stack>
  );
}
