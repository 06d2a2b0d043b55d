import type { approvalDecisionSchema, bidApprovalResponseSchema } from '@openhouse/shared/bidding/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { biddingKeys } from './bidding-keys';

type ApprovalDecisionBody = z.input<typeof approvalDecisionSchema>;
type DecidedApproval = z.output<typeof bidApprovalResponseSchema>;

export type ApprovalDecision = ApprovalDecisionBody['approval'];
export type DecideApprovalInput = { id: number; propertyId: number; approval: ApprovalDecision };

/** PUT /bidding_approval/{id} { id, approval, path }: the listing side approves or rejects; path is the listing's page. */
export function decideApproval({ id, propertyId, approval }: DecideApprovalInput): Promise<DecidedApproval> {
  // The spec's client sends path; the schema does not read it and the server drops it.
  const body: ApprovalDecisionBody & { path: string } = { id, approval, path: `/properties/${propertyId}` };
  return api.put<DecidedApproval>(`/bidding_approval/${id}`, body);
}

export function useDecideApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideApproval,
    // The approval moves from one tab to another: every tab of this listing refreshes.
    onSettled: (_answer, _error, variables) => queryClient.invalidateQueries({ queryKey: biddingKeys.approvals(variables.propertyId) }),
  });
}
