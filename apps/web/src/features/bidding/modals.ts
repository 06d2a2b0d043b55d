import type { Bid } from '@openhouse/shared/bidding/schemas';
import { registerModal } from '../../lib/modal-registry';

declare module '../../lib/global-modals' {
  interface GlobalModals {
    /** Registered by the app: the wizard signs a visitor in with the auth feature's forms. */
    bidWizard: { propertyId: number; amount?: number };
    allBids: { propertyId: number };
    bidApprovals: { propertyId: number };
    /** `bid` is the bid whose order is shown. */
    orderDetails: { propertyId: number; bid: Bid };
    enableBid: { propertyId: number };
  }
}

// Bidding modals bring the dropzone, the date pickers and the bidding schemas: each loads when first opened.
registerModal('allBids', () => import('./components/all-bids-modal').then((m) => m.AllBidsModal));
registerModal('bidApprovals', () => import('./components/bid-approvals-modal').then((m) => m.BidApprovalsModal));
registerModal('orderDetails', () => import('./components/order-details-modal').then((m) => m.OrderDetailsModal));
registerModal('enableBid', () => import('./components/enable-bid-modal').then((m) => m.EnableBidModal));
