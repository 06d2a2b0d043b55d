import { loadEach } from '../../platform/access/access';
import { defineListingRequestAccess } from '../properties/listing-request.access';
import { findApproval } from './approvals.repository';

/** Bid approvals: the shared rule of requests about a listing (the buyer who asked and the listing side read; the listing side decides). */
export const approvalAccess = defineListingRequestAccess({ resource: 'bid approval', load: loadEach(findApproval) });
