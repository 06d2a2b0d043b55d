import type { BidApproval } from '@openhouse/shared/bidding/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { biddingKeys } from './bidding-keys';

export type ApprovalDecision = 'approved' | 'rejected';
export type DecideApprovalInput = { id: number; propertyId: number; approval: ApprovalDecision };

/** PUT /bidding_approval/{id} { id, approval, path }: the listing side approves or rejects; path is the listing's page. */
export function decideApproval({ id, propertyId, approval }: DecideApprovalInput): Promise<{ message: string; data: BidApproval }> {
  return api.put<{ message: string; data: BidApproval }>(`/bidding_approval/${id}`, { id, approval, path: `/properties/${propertyId}` });
}

export function useDecideApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideApproval,
    // The approval moves from one tab to another: every tab of this listing refreshes.
    onSettled: (_answer, _error, variables) => queryClient.invalidateQueries({ queryKey: biddingKeys.approvals(variables.propertyId) }),
  });
}
