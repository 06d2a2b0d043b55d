import type { ApprovalState } from '@openhouse/shared/bidding/rules';

/** Every query of this feature lives under this key. */
export const biddingKey = ['bidding'] as const;

export type ApprovalTab = ApprovalState | 'all';

export const biddingKeys = {
  /** GET /bidding_properties/{propertyId}: the auction as it stands. */
  auction: (propertyId: number) => [...biddingKey, 'auction', propertyId] as const,
  /** GET /bidding_approval/property/{propertyId}: the caller's own approval. */
  ownApproval: (propertyId: number) => [...biddingKey, 'own-approval', propertyId] as const,
  approvals: (propertyId: number) => [...biddingKey, 'approvals', propertyId] as const,
  approvalPage: (propertyId: number, tab: ApprovalTab, page: number) => [...biddingKey, 'approvals', propertyId, tab, page] as const,
  bids: (propertyId: number) => [...biddingKey, 'bids', propertyId] as const,
  bidPage: (propertyId: number, page: number) => [...biddingKey, 'bids', propertyId, page] as const,
};
