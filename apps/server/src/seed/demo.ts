import { DEFAULT_TIME_ZONE } from '@openhouse/shared/format/datetime';
import type { RoleName } from '@openhouse/shared/roles/roles';
import type { Platform } from '../platform/context';
import { findUserByEmail } from '../modules/accounts/accounts.repository';
import { seedUser } from '../modules/accounts/accounts.seed';
import { seedDemoAuction } from '../modules/bidding/bidding.seed';
import { seedDemoConversations } from '../modules/messaging/messaging.seed';
import { workspaceReady } from '../modules/accounts/accounts.events';
import { seedDemoTours } from '../modules/meetings/meetings.seed';
import { seedDemoListings } from '../modules/properties/properties.seed';
import { seedDemoProjects } from '../modules/projects/projects.seed';
import { seedDemoVendors } from '../modules/vendors/vendors.seed';

export const DEMO_PASSWORD = 'Openhouse1!';

export const DEMO_LOGINS: { role: RoleName; email: string; name: string; phone: string }[] = [
  { role: 'Admin', email: 'admin@openhouse.demo', name: 'Avery Admin', phone: '+14155550101' },
  { role: 'Realtor', email: 'realtor@openhouse.demo', name: 'Riley Realtor', phone: '+14155550102' },
  { role: 'Buyer', email: 'buyer@openhouse.demo', name: 'Blake Buyer', phone: '+14155550103' },
  { role: 'Seller', email: 'seller@openhouse.demo', name: 'Sage Seller', phone: '+14155550104' },
  { role: 'Vendor', email: 'vendor@openhouse.demo', name: 'Val Vendor', phone: '+14155550105' },
];

/**
 * Creates the demo accounts the first time Openhouse starts, the demo listings while the demo realtor
 * has none, and the demo auction while its listing has none (so a data folder made before listings or
 * bidding existed gets them too); answers whether it created anything.
 */
export async function seedDemo(platform: Platform): Promise<boolean> {
  const accounts = await seedDemoAccounts(platform);
  const listings = await seedListingsOfDemoRealtor(platform);
  const auction = await seedAuctionOfDemoRealtor(platform);
  const conversations = await seedConversationsOfDemoRealtor(platform);
  const tours = await seedToursOfDemoBuyer(platform);
  const projects = await seedProjectsOfDemoRealtor(platform);
  const vendors = await seedVendorsOfDemoRealtor(platform);
  return accounts || listings > 0 || auction || conversations || tours > 0 || projects > 0 || vendors > 0;
}

/** Whether the demo accounts were made by an earlier start: then what seedDemo could add is top-ups only. */
export async function demoAccountsExist(platform: Platform): Promise<boolean> {
  return (await findUserByEmail(platform.db, DEMO_LOGINS[0]!.email)) !== undefined;
}

async function seedDemoAccounts(platform: Platform): Promise<boolean> {
  if (await demoAccountsExist(platform)) return false;
  for (const demo of DEMO_LOGINS) {
    const user = await seedUser(platform.db, {
      email: demo.email,
      name: demo.name,
      user_name: demo.email.split('@')[0],
      password: DEMO_PASSWORD,
      roles: [demo.role],
      phone: demo.phone,
      timezone: DEFAULT_TIME_ZONE,
    });
    await platform.events.publish(workspaceReady, { userId: user.id, firstName: demo.name.split(' ')[0]!, role: demo.role });
  }
  return true;
}

const emailOf = (role: RoleName) => DEMO_LOGINS.find((demo) => demo.role === role)!.email;

async function seedListingsOfDemoRealtor(platform: Platform): Promise<number> {
  const realtor = await findUserByEmail(platform.db, emailOf('Realtor'));
  if (!realtor) return 0;
  const seller = await findUserByEmail(platform.db, emailOf('Seller'));
  return seedDemoListings(platform, { realtorId: realtor.id, sellerId: seller?.id ?? null });
}

/** The demo buyer bids on a live auction; the demo seller (buying elsewhere) waits for approval on it. */
async function seedAuctionOfDemoRealtor(platform: Platform): Promise<boolean> {
  const [realtor, buyer, seller] = await Promise.all((['Realtor', 'Buyer', 'Seller'] as const).map((role) => findUserByEmail(platform.db, emailOf(role))));
  if (!realtor || !buyer) return false;
  return seedDemoAuction(platform, {
    realtorId: realtor.id,
    buyer: { id: buyer.id, name: buyer.name },
    applicant: seller ? { id: seller.id, name: seller.name } : null,
  });
}

/** The demo realtor's conversations with the demo buyer and seller (messaging). */
async function seedConversationsOfDemoRealtor(platform: Platform): Promise<boolean> {
  const [realtor, buyer, seller] = await Promise.all((['Realtor', 'Buyer', 'Seller'] as const).map((role) => findUserByEmail(platform.db, emailOf(role))));
  if (!realtor || !buyer) return false;
  return seedDemoConversations(platform, { realtorId: realtor.id, buyerId: buyer.id, sellerId: seller?.id ?? null });
}

/** The demo buyer has toured two of the demo realtor's homes: meeting invites on both dashboards. */
async function seedToursOfDemoBuyer(platform: Platform): Promise<number> {
  const [realtor, buyer] = await Promise.all((['Realtor', 'Buyer'] as const).map((role) => findUserByEmail(platform.db, emailOf(role))));
  if (!realtor || !buyer) return 0;
  return seedDemoTours(platform, { realtorId: realtor.id, buyerId: buyer.id });
}

/** The demo realtor's projects, with tasks for the demo vendor and the demo seller on the first. */
async function seedProjectsOfDemoRealtor(platform: Platform): Promise<number> {
  const [realtor, seller, vendor] = await Promise.all((['Realtor', 'Seller', 'Vendor'] as const).map((role) => findUserByEmail(platform.db, emailOf(role))));
  if (!realtor) return 0;
  return seedDemoProjects(platform, { realtorId: realtor.id, sellerId: seller?.id ?? null, vendorId: vendor?.id ?? null });
}

/** The demo vendor on the demo realtor's vendor list. */
async function seedVendorsOfDemoRealtor(platform: Platform): Promise<number> {
  const [realtor, vendor] = await Promise.all((['Realtor', 'Vendor'] as const).map((role) => findUserByEmail(platform.db, emailOf(role))));
  if (!realtor || !vendor) return 0;
  return seedDemoVendors(platform, { realtorId: realtor.id, vendor });
}
