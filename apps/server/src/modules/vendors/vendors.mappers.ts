import type { Vendor } from '@openhouse/shared/vendors/vendor-schemas';
import type { VendorRow } from './vendors.schema';

export function toVendor(row: VendorRow): Vendor {
  return {
    id: row.id,
    user_id: row.user_id,
    vendor_id: row.user_id,
    name: row.name,
    user_name: row.user_name,
    email: row.email,
    phone: row.phone,
    vendor_type: row.vendor_type,
    milestone_id: row.milestone_id,
    created_at: row.created_at.toISOString(),
  };
}
