import type { bidApprovalFieldsSchema, bidApprovalResponseSchema } from '@openhouse/shared/bidding/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { biddingKeys } from './bidding-keys';

type CreatedApproval = z.output<typeof bidApprovalResponseSchema>;

/** What the wizard gives; createApproval spells it as the multipart parts bidApprovalFieldsSchema reads, plus the file. */
export type CreateApprovalInput = {
  propertyId: number;
  nickname: string;
  status: z.input<typeof bidApprovalFieldsSchema>['status'];
  proof: File;
  /** The in-app page the listing side's notification opens. */
  path: string;
};

/** POST /bidding_approval (multipart: proof_document, bid_nickname, status, agreement, property_id, path). */
export function createApproval({ propertyId, nickname, status, proof, path }: CreateApprovalInput): Promise<CreatedApproval> {
  const body = new FormData();
  body.set('bid_nickname', nickname);
  body.set('status', status);
  body.set('agreement', 'true');
  body.set('property_id', String(propertyId));
  body.set('path', path);
  body.set('proof_document', proof, proof.name);
  return api.post<CreatedApproval>('/bidding_approval', body);
}

export function useCreateApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApproval,
    onSuccess: (_answer, variables) => queryClient.invalidateQueries({ queryKey: biddingKeys.approvals(variables.propertyId) }),
  });
}
