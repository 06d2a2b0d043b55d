import { toCents } from '@openhouse/shared/bidding/rules';
import { todayIn } from '@openhouse/shared/format/datetime';
import { formatPrice } from '@openhouse/shared/format/money';
import { toPage, type Page } from '@openhouse/shared/http/pagination';
import { transactionMessages as m } from '@openhouse/shared/transactions/messages';
import type { CreateTransactionInput, PropertyTransaction, transactionListQuerySchema, voidTransactionSchema } from '@openhouse/shared/transactions/schemas';
import { canAcceptAnotherBid, STATUS, statusName, TRANSACTION_STATUSES } from '@openhouse/shared/transactions/statuses';
import type { z } from 'zod';
import { newToken, digest } from '../../platform/auth/tokens';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { conflict, forbidden, invalidField, notFound } from '../../platform/http/errors';
import { pageWindow } from '../../platform/http/pagination';
import { touchAuction } from '../bidding/bidding.repository';
import { invalidateCatalogue } from '../properties/catalogue-cache';
import { findProperty } from '../properties/properties.repository';
import { canManageProperty, isAdmin, isListingSide, requireListingSide, type PropertyRow } from '../properties/property-access';
import { contractEvent, type Client, type EventActor } from './contract-events';
import { canAdvance, voidBlock } from './signing-rules';
import { isTransactionListingSide, partyRole, toTransaction } from './transaction-view';
import { afterCommit, notifyPeople, partiesOf, propertyText, sendSigningLink, SIGNING_LINK_DAYS, signingLinkExpiry, transactionPath } from './transaction-notices';
import {
  countTransactions,
  findBid,
  findPerson,
  findTransactionView,
  insertEvents,
  insertSigners,
  insertTransaction,
  latestStatusOf,
  listTransactionViews,
  lockAuction,
  lockTransaction,
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
  const property = await requireListingSide(platform.db, actor, input.property_id);
  const transactionDate = input.transaction_date ?? todayIn();
  const accepter = await findPerson(platform.db, actor.id);
  const buyerToken = newToken();

  const created = await platform.db.transaction(async (tx) => {
    const auction = await lockAuction(tx, property.id);
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
    return row;
  });

  const view = (await findTransactionView(platform.db, created.id))!;
  const path = transactionPath(view.id);
  await afterCommit(platform, 'signing link to the buyer', () =>
    sendSigningLink(platform, view, { role: 'buyer', person: view.buyer, token: buyerToken, days: SIGNING_LINK_DAYS }),
  );
  await afterCommit(platform, 'accept notifications', async () => {
    await notifyPeople(platform, [view.buyer_id], `Your bid on ${propertyText(view)} was accepted. Please sign the purchase agreement.`, path);
    await notifyPeople(
      platform,
      [view.seller_id, view.realtor_id].filter((id) => id !== view.buyer_id),
      `A bid of ${formatPrice(view.transaction_amount)} on ${propertyText(view)} was accepted. The contract was sent to ${view.buyer.name} for signature.`,
      path,
    );
  });
  // The listing now reads Expired and takes no more accepts.
  await afterCommit(platform, 'catalogue invalidation', () => invalidateCatalogue(platform));
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
    if (property && isListingSide(actor, property)) partyId = null;
  }
  const filter = { partyId, propertyId: query.property_id, statusId: query.status_id };
  const [rows, total] = await Promise.all([listTransactionViews(platform.db, filter, pageWindow(query)), countTransactions(platform.db, filter)]);
  return toPage(
    rows.map((row) => toTransaction(row, actor)),
    total,
    query,
  );
}

/** A transaction the actor has a part in; to anyone else it does not exist. */
async function visibleTransaction(db: Db, actor: Actor, id: number): Promise<TransactionView> {
  const view = await findTransactionView(db, id);
  if (!view || partyRole(actor, view) === null) throw notFound(m.notFound);
  return view;
}

/** GET /property-transactions/{id}. */
export async function readTransaction(platform: Platform, actor: Actor, id: number): Promise<{ data: PropertyTransaction }> {
  return { data: toTransaction(await visibleTransaction(platform.db, actor, id), actor) };
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
  const view = await visibleTransaction(platform.db, actor, id);
  if (!isTransactionListingSide(actor, view)) throw forbidden();
  const person = await findPerson(platform.db, actor.id);
  await platform.db.transaction(async (tx) => {
    const row = (await lockTransaction(tx, id))!;
    const block = voidBlock(row.status_id);
    if (block) throw conflict(block);
    await updateTransaction(tx, id, { status_id: STATUS.cancelled, cancel_reason: input.reason });
    const who = listingSideActor(actor, { realtor_id: view.realtor_id, seller_id: view.seller_id }, person?.name ?? 'Unknown user');
    await insertEvents(tx, [contractEvent(id, 'voided', who, client, { detail: input.reason })]);
  });
  const fresh = (await findTransactionView(platform.db, id))!;
  await afterCommit(platform, 'void notifications', () =>
    notifyPeople(platform, partiesOf(fresh), `The purchase agreement for ${propertyText(fresh)} was voided: ${input.reason}`, transactionPath(id)),
  );
  await afterCommit(platform, 'catalogue invalidation', () => invalidateCatalogue(platform));
  return { message: m.voided, data: toTransaction(fresh, actor) };
}

/**
 * PUT /property-transactions/{id}: the realtor (or an admin) moves a signed contract on, one step at a time:
 * Contract Signed -> In Escrow -> Closed. The other parties may look but not move it (403).
 */
export async function advanceTransaction(platform: Platform, actor: Actor, id: number, to: number): Promise<{ message: string; data: PropertyTransaction }> {
  const view = await visibleTransaction(platform.db, actor, id);
  if (actor.id !== view.realtor_id && !canManageProperty(actor, view.property)) throw forbidden();
  await platform.db.transaction(async (tx) => {
    const row = (await lockTransaction(tx, id))!;
    if (!canAdvance(row.status_id, to)) throw conflict(m.statusStepInvalid);
    await updateTransaction(tx, id, { status_id: to });
  });
  const fresh = (await findTransactionView(platform.db, id))!;
  await afterCommit(platform, 'status notifications', () =>
    notifyPeople(platform, partiesOf(fresh), `The transaction for ${propertyText(fresh)} is now ${statusName(to)}.`, transactionPath(id)),
  );
  return { message: m.statusUpdated, data: toTransaction(fresh, actor) };
}
