import type { Platform } from '../../platform/context';
import { findVendorOfUser, insertVendor } from './vendors.repository';

/**
 * The demo vendor on the demo realtor's vendor list, so the assign-vendor search finds them (it searches the
 * caller's own list). Written once; answers how many entries it added.
 */
export async function seedDemoVendors(platform: Platform, demo: { realtorId: number; vendor: { id: number; name: string; email: string; user_name: string; phone: string | null } }): Promise<number> {
  if (await findVendorOfUser(platform.db, demo.realtorId, demo.vendor.id)) return 0;
  const { vendor } = demo;
  await insertVendor(platform.db, { realtor_id: demo.realtorId, user_id: vendor.id, name: vendor.name, user_name: vendor.user_name, email: vendor.email, phone: vendor.phone, vendor_type: 'Handyman' });
  return 1;
}
