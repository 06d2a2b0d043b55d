import type { ownApprovalResponseSchema } from '@openhouse/shared/bidding/schemas';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { biddingKeys } from './bidding-keys';

type OwnApproval = z.output<typeof ownApprovalResponseSchema>;

/**
 * GET /bidding_approval/property/{propertyId}: the caller's approval. 200 with the approval when approved,
 * 200 with null when there is none; 409 with the message while it is under review, once rejected, or when
 * the caller already holds the highest bid (docs/DECISIONS.md, Bidding).
 */
export function getOwnApproval(propertyId: number, signal?: AbortSignal): Promise<OwnApproval> {
  return api.get<OwnApproval>(`/bidding_approval/property/${propertyId}`, { signal });
}

/** Asked afresh every time the wizard opens: the answer routes it, so a cached one would mislead. */
export function useOwnApproval(propertyId: number, enabled: boolean) {
  return useQuery({
    queryKey: biddingKeys.ownApproval(propertyId),
    queryFn: ({ signal }) => getOwnApproval(propertyId, signal),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}
