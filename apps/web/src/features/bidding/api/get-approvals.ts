import type { approvalListQuerySchema, bidApprovalPageSchema } from '@openhouse/shared/bidding/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { biddingKeys, type ApprovalTab } from './bidding-keys';

export const APPROVALS_PER_PAGE = 10;

type ApprovalPage = z.output<typeof bidApprovalPageSchema>;

/** GET /bidding_approval?page&per_page&property_id&approval: one tab's page of a listing's approvals. */
export function getApprovals(propertyId: number, tab: ApprovalTab, page: number, signal?: AbortSignal): Promise<ApprovalPage> {
  const approval = tab === 'all' ? undefined : tab;
  const query = { page, per_page: APPROVALS_PER_PAGE, property_id: propertyId, approval } satisfies z.input<typeof approvalListQuerySchema>;
  return api.get<ApprovalPage>('/bidding_approval', { query, signal });
}

export const approvalsQueryOptions = (propertyId: number, tab: ApprovalTab, page: number) =>
  queryOptions({
    queryKey: biddingKeys.approvalPage(propertyId, tab, page),
    queryFn: ({ signal }) => getApprovals(propertyId, tab, page, signal),
    placeholderData: keepPreviousData,
  });

export function useApprovals(propertyId: number, tab: ApprovalTab, page: number) {
  return useQuery(approvalsQueryOptions(propertyId, tab, page));
}
