import { toCents } from '@openhouse/shared/bidding/rules';
import { todayIn } from '@openhouse/shared/format/datetime';
import { formatPrice } from '@openhouse/shared/format/money';
import { toPage, type Page } from '@openhouse/shared/http/pagination';
import { transactionMessages as m } from '@openhouse/shared/transactions/messages';
import { signerDue } from '@openhouse/shared/transactions/rules';
import type { ContractEventName, CreateTransactionInput, PropertyTransaction, transactionListQuerySchema, voidTransactionSchema } from '@openhouse/shared/transactions/schemas';
import { canAcceptAnotherBid, STATUS, statusName, TRANSACTION_STATUSES } from '@openhouse/shared/transactions/statuses';
import type { z } from 'zod';
import { newToken, digest } from '../../platform/auth/tokens';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { AppError, conflict, forbidden, invalidField, notFound } from '../../platform/http/errors';
import { pageWindow } from '../../platform/http/pagination';
import { findPerson } from '../accounts/people';
import { findBid, lockAuctionOfProperty, touchAuction } from '../bidding/bidding.queries';
import { findProperty } from '../properties/properties.queries';
import { isAdmin } from '../../platform/access/access';
import { propertyAccess, type PropertyRow } from '../properties/properties.access';
import { contractEvent, type Client, type EventActor } from './contract-events';
import { canAdvance, resendBlock, voidBlock } from './signing-rules';
import { toTransaction } from './transaction-view';
import { transactionAccess } from './transactions.access';
import { dealOf, sendSigningLink, SIGNING_LINK_DAYS, signingLinkExpiry } from './transaction-notices';
import { transactionAccepted, transactionAdvanced, transactionVoided } from './transactions.events';
import {
  countTransactions,
  findSignerOfRole,
  findTransactionView,
  insertEvents,
  insertSigners,
  insertTransaction,
  latestEventNamed,
  latestStatusOf,
  listTransactionViews,
  lockTransaction,
  updateSigner,
  updateTransaction,
  type TransactionView,
} from './transactions.repository';

/** The spec's e-signature start link; the client opens `${AUTH_URL}?transaction_id=${id}`. */
const AUTH_URL = '/api/v1/start-docusign';

/** The values the client sent must be the bid's and the property's: the server never takes its word for them. */
function checkAgreesWithBid(input: CreateTransactionInput, expected: { buyerId: number; sellerId: number; amount: number }): void {
  if (input.buyer_id !== undefined && input.buyer_id !== expected.buyerId) throw invalidField('buyer_id', m.bidMismatch);
  if (input.seller_id !== undefined && input.seller_id !== expected.sellerId) throw invalidField('seller_id', m.bidMismatch);
  if (input.transaction_amount !== undefined && toCents(input.transaction_amount) !== toCents(expected.amount)) {
    throw invalidField('transaction_amount', m.bidMismatch);
  }
}

/** How the audit trail names someone acting for the listing side. */
function listingSideActor(actor: Actor, property: Pick<PropertyRow, 'realtor_id' | 'seller_id'>, name: string): EventActor {
  const role = actor.id === property.realtor_id ? 'realtor' : actor.id === property.seller_id ? 'seller' : 'admin';
  return { role, userId: actor.id, name };
}

/**
 * How the audit trail names someone acting on a transaction: its realtor or seller (or the listing's
 * current ones), its buyer, or else an admin.
 */
async function transactionActor(db: Db, actor: Actor, view: TransactionView): Promise<EventActor> {
  const name = (await findPerson(db, actor.id))?.name ?? 'Unknown user';
  const is = (...ids: (number | null)[]) => ids.includes(actor.id);
  const role = is(view.realtor_id, view.property.realtor_id) ? 'realtor' : is(view.seller_id, view.property.seller_id) ? 'seller' : is(view.buyer_id) ? 'buyer' : 'admin';
  return { role, userId: actor.id, name };
}

/**
 * POST /property-transactions: the listing side accepts a bid. Under a lock on the property's auction row,
 * so two accepts of the same property queue: the property must have no transaction or a cancelled latest one,
 * a seller, and the values sent must be the bid's. The transaction starts at Contract Sent with a signing
 * link for each party (stored hashed); the buyer's goes out by e-mail at once, the seller's once the buyer
 * has signed.
 */
export async function acceptBid(
  platform: Platform,
  actor: Actor,
  input: CreateTransactionInput,
  client: Client,
): Promise<{ message: string; data: { authUrl: string; propertyTransaction: PropertyTransaction } }> {
  const property = await propertyAccess.require(platform.db, actor, 'listingSide', input.property_id);
  const transactionDate = input.transaction_date ?? todayIn();
  const accepter = await findPerson(platform.db, actor.id);
  const buyerToken = newToken();

  const created = await platform.events.transaction(async (tx, emit) => {
    const auction = await lockAuctionOfProperty(tx, property.id);
    const bid = await findBid(tx, input.bid_property_history_id);
    if (!auction || !bid || bid.bid_property_id !== auction.id || bid.property_id !== property.id || bid.user_id === null) throw notFound(m.bidNotFound);
    if (!canAcceptAnotherBid(await latestStatusOf(tx, property.id))) throw conflict(m.alreadyExists);
    // Read again under the lock: the seller may have changed since the access check.
    const current = (await findProperty(tx, property.id)) ?? property;
    if (current.seller_id === null) throw conflict(m.noSeller);
    checkAgreesWithBid(input, { buyerId: bid.user_id, sellerId: current.seller_id, amount: bid.bid_amount });
    const buyer = (await findPerson(tx, bid.user_id))!;

    const row = await insertTransaction(tx, {
      property_id: property.id,
      buyer_id: bid.user_id,
      seller_id: current.seller_id,
      realtor_id: current.realtor_id,
      accepted_by: actor.id,
      transaction_date: transactionDate,
      transaction_amount: bid.bid_amount,
      buyers_premium: bid.buyers_premium,
      bid_property_history_id: bid.id,
      payment_method: input.payment_method,
      status_id: STATUS.contractSent,
    });
    // Bids are judged without this lock and placed by one statement that checks the auction's version:
    // moving it here keeps a bid judged before this commit from being placed after it.
    await touchAuction(tx, auction.id);
    const expires = signingLinkExpiry();
    await insertSigners(tx, [
      { transaction_id: row.id, role: 'buyer', user_id: bid.user_id, token_hash: digest(buyerToken), token_expires_at: expires },
      // Never sent: the seller gets a fresh link when it is their turn.
      { transaction_id: row.id, role: 'seller', user_id: current.seller_id, token_hash: digest(newToken()), token_expires_at: expires },
    ]);
    const who = listingSideActor(actor, current, accepter?.name ?? 'Unknown user');
    await insertEvents(tx, [
      contractEvent(row.id, 'created', who, client, { detail: `Bid #${bid.id} of ${formatPrice(bid.bid_amount)} accepted` }),
      contractEvent(row.id, 'sent', who, client, { detail: `Signing link e-mailed to ${buyer.name} (buyer)` }),
    ]);
    const deal = { transactionId: row.id, propertyText: `${current.label} (${current.street_address})`, buyerId: bid.user_id, sellerId: current.seller_id, realtorId: current.realtor_id };
    await emit(transactionAccepted, { ...deal, amount: bid.bid_amount, buyerName: buyer.name, signingToken: buyerToken });
    return row;
  });

  const view = (await findTransactionView(platform.db, created.id))!;
  return { message: m.created, data: { authUrl: AUTH_URL, propertyTransaction: toTransaction(view, actor) } };
}

/**
 * GET /property-transactions: the caller's, as buyer, seller or realtor (an admin: all). With property_id, the
 * listing side of that property (and admins) see all of its transactions; anyone else only their own.
 */
export async function listTransactions(platform: Platform, actor: Actor, query: z.output<typeof transactionListQuerySchema>): Promise<Page<PropertyTransaction>> {
  let partyId: number | null = isAdmin(actor) ? null : actor.id;
  if (partyId !== null && query.property_id) {
    const property = await findProperty(platform.db, query.property_id);
    if (property && propertyAccess.can(actor, 'listingSide', property)) partyId = null;
  }
  const filter = { partyId, propertyId: query.property_id, statusId: query.status_id };
  const [rows, total] = await Promise.all([listTransactionViews(platform.db, filter, pageWindow(query)), countTransactions(platform.db, filter)]);
  return toPage(
    rows.map((row) => toTransaction(row, actor)),
    total,
    query,
  );
}

/** GET /property-transactions/{id}. */
export async function readTransaction(platform: Platform, actor: Actor, id: number): Promise<{ data: PropertyTransaction }> {
  return { data: toTransaction(await transactionAccess.require(platform.db, actor, 'read', id), actor) };
}

/** GET /transaction_status. */
export function transactionStatuses(): { data: { id: number; name: string }[] } {
  return { data: TRANSACTION_STATUSES.map((status) => ({ ...status })) };
}

/**
 * POST /property-transactions/{id}/void: the listing side (or an admin) cancels a contract that is still out
 * for signature. The buyer knows the transaction, so they hear 403; strangers 404. The property may take
 * another accepted bid afterwards.
 */
export async function voidTransaction(
  platform: Platform,
  actor: Actor,
  id: number,
  input: z.output<typeof voidTransactionSchema>,
  client: Client,
): Promise<{ message: string; data: PropertyTransaction }> {
  const view = await transactionAccess.require(platform.db, actor, 'void', id);
  const who = await transactionActor(platform.db, actor, view);
  await platform.events.transaction(async (tx, emit) => {
    const row = (await lockTransaction(tx, id))!;
    const block = voidBlock(row.status_id);
    if (block) throw conflict(block);
    await updateTransaction(tx, id, { status_id: STATUS.cancelled, cancel_reason: input.reason });
    await insertEvents(tx, [contractEvent(id, 'voided', who, client, { detail: input.reason })]);
    await emit(transactionVoided, { ...dealOf(view), reason: input.reason });
  });
  const fresh = (await findTransactionView(platform.db, id))!;
  return { message: m.voided, data: toTransaction(fresh, actor) };
}

/** The audit event of each step after signing. */
const ADVANCE_EVENTS: Record<number, ContractEventName> = { [STATUS.inEscrow]: 'in_escrow', [STATUS.closed]: 'closed' };

/**
 * PUT /property-transactions/{id}: the realtor (or an admin) moves a signed contract on, one step at a time:
 * Contract Signed -> In Escrow -> Closed, each step an event of the audit trail. The other parties may look
 * but not move it (403).
 */
export async function advanceTransaction(
  platform: Platform,
  actor: Actor,
  id: number,
  to: number,
  client: Client,
): Promise<{ message: string; data: PropertyTransaction }> {
  const view = await transactionAccess.require(platform.db, actor, 'advance', id);
  const who = await transactionActor(platform.db, actor, view);
  await platform.events.transaction(async (tx, emit) => {
    const row = (await lockTransaction(tx, id))!;
    if (!canAdvance(row.status_id, to)) throw conflict(m.statusStepInvalid);
    await updateTransaction(tx, id, { status_id: to });
    await insertEvents(tx, [contractEvent(id, ADVANCE_EVENTS[to]!, who, client, { detail: `${statusName(row.status_id)} to ${statusName(to)}` })]);
    await emit(transactionAdvanced, { ...dealOf(view), statusName: statusName(to) });
  });
  const fresh = (await findTransactionView(platform.db, id))!;
  return { message: m.statusUpdated, data: toTransaction(fresh, actor) };
}

/** A party's signing link is e-mailed at most once a minute: the first e-mail counts, then each resend. */
const RESEND_INTERVAL_MS = 60_000;

/**
 * POST /property-transactions/{id}/signing-link: the party due to sign (the buyer at 1, the seller at 2) is
 * e-mailed a new link, for one that never arrived or was lost. The listing side (or an admin) and the due
 * party themselves may ask; the other party hears 403, strangers 404. The new link replaces the old one's
 * digest, so the old link stops working. Checked under the transaction's lock: the due party is read from
 * the locked status, and of two resends at once the second sees the first's 'sent' event (429). While a
 * party is due, every 'sent' event since it became their turn is of their link (the buyer's go out only
 * at 1, the seller's from the buyer's signature on), so the newest one says when they were last e-mailed.
 */
export async function resendSigningLink(platform: Platform, actor: Actor, id: number, client: Client): Promise<{ message: string; data: PropertyTransaction }> {
  const view = await transactionAccess.require(platform.db, actor, 'read', id);
  const listingSide = transactionAccess.can(actor, 'resendAnyLink', view);
  const who = await transactionActor(platform.db, actor, view);
  const token = newToken();
  const now = new Date();

  const role = await platform.db.transaction(async (tx) => {
    const row = (await lockTransaction(tx, id))!;
    const due = signerDue(row.status_id);
    const signer = due ? await findSignerOfRole(tx, id, due) : null;
    if (!listingSide && signer?.user_id !== actor.id) throw forbidden();
    const block = resendBlock(row.status_id);
    if (block || !signer) throw conflict(block ?? m.notAwaitingSignature);
    const last = await latestEventNamed(tx, id, 'sent');
    if (last && now.getTime() - last.created_at.getTime() < RESEND_INTERVAL_MS) throw new AppError(429, m.linkResentRecently);

    await updateSigner(tx, signer.id, { token_hash: digest(token), token_expires_at: signingLinkExpiry(now.getTime()) });
    const person = signer.role === 'buyer' ? view.buyer : view.seller;
    await insertEvents(tx, [contractEvent(id, 'sent', who, client, { detail: `Signing link e-mailed again to ${person.name} (${signer.role}); the previous link no longer works`, at: now })]);
    return signer.role;
  });

  const fresh = (await findTransactionView(platform.db, id))!;
  const person = role === 'buyer' ? fresh.buyer : fresh.seller;
  // Not a follow-up: the e-mail is what was asked for, so a failure to record it is the caller's error answer.
  await sendSigningLink(platform, fresh, { role, person, token, days: SIGNING_LINK_DAYS });
  return { message: m.linkResent, data: toTransaction(fresh, actor) };
}
