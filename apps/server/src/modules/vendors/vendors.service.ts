import { toPage } from '@openhouse/shared/http/pagination';
import { VENDOR_SEARCH_MIN } from '@openhouse/shared/projects/rules';
import { projectMessages as pm } from '@openhouse/shared/projects/messages';
import { vendorMessages as m } from '@openhouse/shared/vendors/messages';
import type { VendorInput } from '@openhouse/shared/vendors/vendor-schemas';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/errors';
import type { Emit } from '../../platform/events/events';
import { invalidField, notFound } from '../../platform/http/errors';
import { inviteUser, isUnclaimed } from '../accounts/invitations';
import { projectsWithVendor, requireMilestoneManager } from '../projects/projects.queries';
import { vendorAccess } from './vendors.access';
import { vendorsInvited } from './vendors.events';
import { toVendor } from './vendors.mappers';
import { deleteVendor, findVendorOfUser, insertVendor, pageVendors, searchVendorList, updateVendor } from './vendors.repository';
import type { VendorRow } from './vendors.schema';

/** A vendor entry written, and whether its account still waits for its owner (so the invitation goes out). */
export type WrittenVendor = { vendor: VendorRow; invite: boolean };

/**
 * The account behind an e-mail, found or created with the Vendor role (inviteUser): never the realtor
 * themselves, never twice on one list. Runs inside the caller's transaction.
 */
async function linkAccount(tx: Db, actor: Actor, input: Pick<VendorInput, 'name' | 'email'>, keepEntryId?: number) {
  const invitee = await inviteUser(tx, { name: input.name, email: input.email, role: 'Vendor' });
  if (invitee.user.id === actor.id) throw invalidField('email', m.isYourself);
  const listed = await findVendorOfUser(tx, actor.id, invitee.user.id);
  if (listed && listed.id !== keepEntryId) throw invalidField('email', m.alreadyOnList);
  return { userId: invitee.user.id, invite: isUnclaimed(invitee.user) };
}

const entryFields = (input: VendorInput) => ({
  name: input.name,
  user_name: input.user_name,
  email: input.email,
  phone: input.phone ?? null,
  vendor_type: input.vendor_type ?? null,
  milestone_id: input.milestone_id ?? null,
});

/** Writes one vendor entry in `tx` (a form's or an imported row's); the caller emits the invitation. */
export async function writeNewVendor(tx: Db, actor: Actor, input: VendorInput): Promise<WrittenVendor> {
  const { userId, invite } = await linkAccount(tx, actor, input);
  try {
    return { vendor: await insertVendor(tx, { realtor_id: actor.id, user_id: userId, ...entryFields(input) }), invite };
  } catch (error) {
    // Two saves of one e-mail at once: the second finds the first's row only through the unique index.
    if (isUniqueViolation(error)) throw invalidField('email', m.alreadyOnList);
    throw error;
  }
}

/** The invitation of every written vendor whose account still waits for its owner, as one event. */
export async function announceVendors(written: readonly WrittenVendor[], actor: Actor, emit: Emit): Promise<void> {
  const userIds = written.filter((entry) => entry.invite).map((entry) => entry.vendor.user_id);
  if (userIds.length > 0) await emit(vendorsInvited, { userIds, realtorId: actor.id });
}

/** POST /vendor */
export async function createVendor(platform: Platform, actor: Actor, input: VendorInput) {
  if (input.milestone_id !== undefined) await requireMilestoneManager(platform.db, actor, input.milestone_id);
  const vendor = await platform.events.transaction(async (tx, emit) => {
    const written = await writeNewVendor(tx, actor, input);
    await announceVendors([written], actor, emit);
    return written.vendor;
  });
  return { message: m.created, data: toVendor(vendor) };
}

/** GET /vendor/{id} */
export async function readVendor(platform: Platform, actor: Actor, id: number) {
  return { data: toVendor(await vendorAccess.require(platform.db, actor, 'manage', id)) };
}

/** PUT /vendor/{id}: a new e-mail links (or invites) the account behind it. */
export async function editVendor(platform: Platform, actor: Actor, id: number, input: VendorInput) {
  const current = await vendorAccess.require(platform.db, actor, 'manage', id);
  if (input.milestone_id !== undefined && input.milestone_id !== current.milestone_id) await requireMilestoneManager(platform.db, actor, input.milestone_id);
  const vendor = await platform.events.transaction(async (tx, emit) => {
    const link = input.email === current.email ? { userId: current.user_id, invite: false } : await linkAccount(tx, actor, input, current.id);
    const updated = await updateVendor(tx, current.id, { ...entryFields(input), user_id: link.userId });
    if (!updated) throw notFound(m.vendorNotFound);
    await announceVendors([{ vendor: updated, invite: link.invite }], actor, emit);
    return updated;
  });
  return { message: m.updated, data: toVendor(vendor) };
}

/** DELETE /vendor/{id}: the entry only; the vendor's account and their task assignments stay theirs. */
export async function removeVendor(platform: Platform, actor: Actor, id: number) {
  const vendor = await vendorAccess.require(platform.db, actor, 'manage', id);
  await platform.events.transaction((tx) => deleteVendor(tx, vendor.id));
  return { message: m.deleted };
}

/** GET /vendors?page&per_page&search: the realtor's list, by name. */
export async function listVendors(platform: Platform, actor: Actor, query: { search?: string; page: number; per_page: number }) {
  const { rows, total } = await pageVendors(platform.db, actor.id, query);
  return toPage(rows.map(toVendor), total, query);
}

/**
 * GET /vendor?search=&milestone_id=: the assign-vendor modal's autocomplete over the caller's own vendor list
 * (name, e-mail or user name, at least two characters). Each option's id is the vendor's account, which tasks
 * are assigned to. With milestone_id, the caller must run that milestone's project.
 */
export async function searchVendors(platform: Platform, actor: Actor, query: { search: string; milestone_id?: number }) {
  if (query.milestone_id !== undefined) await requireMilestoneManager(platform.db, actor, query.milestone_id);
  if (query.search.length < VENDOR_SEARCH_MIN) throw invalidField('search', pm.searchTooShort);
  const rows = await searchVendorList(platform.db, actor.id, query.search, 20);
  return { data: rows.map((row) => ({ id: row.user_id, name: row.name, email: row.email, user_name: row.user_name })) };
}

/** GET /vendors/projects?user_id=: the caller's projects where this vendor (of their list) has tasks. */
export async function vendorProjects(platform: Platform, actor: Actor, userId: number) {
  if (!(await findVendorOfUser(platform.db, actor.id, userId))) throw notFound(m.vendorNotFound);
  return { data: await projectsWithVendor(platform.db, actor.id, userId) };
}
