import { toPage } from '@openhouse/shared/http/pagination';
import { VENDOR_SEARCH_MIN } from '@openhouse/shared/projects/rules';
import { projectMessages as pm } from '@openhouse/shared/projects/messages';
import { vendorMessages as m } from '@openhouse/shared/vendors/messages';
import type { VendorInput } from '@openhouse/shared/vendors/vendor-schemas';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import type { Emit } from '../../platform/events/events';
import { AppError, invalidField, notFound } from '../../platform/http/errors';
import { inviteUsers, isUnclaimed } from '../accounts/invitations';
import { projectsWithVendor, requireMilestoneManager } from '../projects/projects.queries';
import { vendorAccess } from './vendors.access';
import { vendorsInvited } from './vendors.events';
import { toVendor } from './vendors.mappers';
import { deleteVendor, entriesOfUsers, findVendorOfUser, insertVendorsIfNew, pageVendors, searchVendorList, updateVendor } from './vendors.repository';
import type { VendorRow } from './vendors.schema';

/** A vendor entry written, and whether its account still waits for its owner (so the invitation goes out). */
export type WrittenVendor = { vendor: VendorRow; invite: boolean };

/** One entered vendor of a batch: its row (in an import's file; any number for a form) and what was entered. */
type EnteredVendor<I> = { row: number; value: I };

type Link = { userId: number; invite: boolean };

/** The outcome of a batch of one (a form's), thrown when it is a refusal. */
async function onlyOutcome<R>(outcomes: Promise<Map<number, R | AppError>>): Promise<R> {
  const outcome = (await outcomes).get(0)!;
  if (outcome instanceof AppError) throw outcome;
  return outcome;
}

/**
 * The accounts behind a batch's e-mails, found or created with the Vendor role (inviteUsers): never the
 * realtor themselves, never twice on one list (keepEntryId: the entry being edited may keep its own).
 * Per row its account, or why it is refused. Runs inside the caller's transaction.
 */
async function linkAccounts(tx: Db, actor: Actor, rows: readonly EnteredVendor<Pick<VendorInput, 'name' | 'email'>>[], keepEntryId?: number): Promise<Map<number, Link | AppError>> {
  const accounts = await inviteUsers(tx, rows.map(({ value }) => ({ name: value.name, email: value.email })), 'Vendor');
  const userIds = [...accounts.values()].flatMap((account) => (account instanceof AppError ? [] : [account.user.id]));
  const listed = await entriesOfUsers(tx, actor.id, userIds);
  const links = new Map<number, Link | AppError>();
  const linked = new Set<number>();
  for (const { row, value } of rows) {
    const account = accounts.get(value.email.toLowerCase())!;
    if (account instanceof AppError) links.set(row, account);
    else if (account.user.id === actor.id) links.set(row, invalidField('email', m.isYourself));
    else if (linked.has(account.user.id) || (listed.has(account.user.id) && listed.get(account.user.id) !== keepEntryId)) links.set(row, invalidField('email', m.alreadyOnList));
    else {
      linked.add(account.user.id);
      links.set(row, { userId: account.user.id, invite: isUnclaimed(account.user) });
    }
  }
  return links;
}

const entryFields = (input: VendorInput) => ({
  name: input.name,
  user_name: input.user_name,
  email: input.email,
  phone: input.phone ?? null,
  vendor_type: input.vendor_type ?? null,
  milestone_id: input.milestone_id ?? null,
});

/**
 * Writes a batch of vendor entries in `tx` (an import's batch, or a form's one) in a few statements, however
 * many rows: per row its entry, or why it is refused. A refused row leaves nothing behind: an account is
 * created only for an address nobody has, and such an account can be on no list yet. The caller emits the
 * invitations.
 */
export async function writeNewVendors(tx: Db, actor: Actor, rows: readonly EnteredVendor<VendorInput>[]): Promise<Map<number, WrittenVendor | AppError>> {
  const links = await linkAccounts(tx, actor, rows);
  const entries = rows.flatMap(({ value, row }) => {
    const link = links.get(row)!;
    return link instanceof AppError ? [] : [{ realtor_id: actor.id, user_id: link.userId, ...entryFields(value) }];
  });
  const inserted = new Map((await insertVendorsIfNew(tx, entries)).map((vendor) => [vendor.user_id, vendor]));
  const outcomes = new Map<number, WrittenVendor | AppError>();
  for (const { row } of rows) {
    const link = links.get(row)!;
    if (link instanceof AppError) {
      outcomes.set(row, link);
      continue;
    }
    const vendor = inserted.get(link.userId);
    // Two saves of one account at once: the second finds the first's entry only through the unique index
    // (only an account that existed before can race so, so the refused row wrote nothing).
    outcomes.set(row, vendor ? { vendor, invite: link.invite } : invalidField('email', m.alreadyOnList));
  }
  return outcomes;
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
    const written = await onlyOutcome(writeNewVendors(tx, actor, [{ row: 0, value: input }]));
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
    const link = input.email === current.email ? { userId: current.user_id, invite: false } : await onlyOutcome(linkAccounts(tx, actor, [{ row: 0, value: input }], current.id));
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
