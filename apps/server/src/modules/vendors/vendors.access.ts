import { vendorMessages as m } from '@openhouse/shared/vendors/messages';
import { defineAccess } from '../../platform/access/access';
import { findVendorsByIds } from './vendors.repository';
import type { VendorRow } from './vendors.schema';

/**
 * A vendor entry is its realtor's only (docs/DECISIONS.md, Who may do what): to anyone else, admins
 * included, it does not exist (404), so a list cannot be probed for who is on it.
 */
export const vendorAccess = defineAccess({
  resource: 'vendor',
  load: findVendorsByIds,
  relations: (actor, vendor: Pick<VendorRow, 'id' | 'realtor_id'>): 'owner'[] => (actor && actor.id === vendor.realtor_id ? ['owner'] : []),
  known: (relations) => relations.length > 0,
  permissions: { manage: ['owner'] },
  notFoundMessage: m.vendorNotFound,
});
