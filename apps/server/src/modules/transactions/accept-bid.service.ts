import { toCents } from '@openhouse/shared/bidding/rules';
import { todayIn } from '@openhouse/shared/format/datetime';
import { formatPrice } from '@openhouse/shared/format/money';
import { transactionMessages as m } from '@openhouse/shared/transactions/messages';
import type { CreateTransactionInput, PropertyTransaction } from '@openhouse/shared/transactions/schemas';
import { canAcceptAnotherBid, STATUS } from '@openhouse/shared/transactions/statuses';
import { newToken, digest } from '../../platform/auth/tokens';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { conflict, invalidField, notFound } from '../../platform/http/errors';
import { findPerson } from '../accounts/people';
import { findBid, lockAuctionOfProperty, touchAuction } from '../bidding/bidding.queries';
import { findProperty } from '../properties/properties.queries';
import { propertyAccess } from '../properties/properties.access';
import { listingSideActor } from './audit-actor';
import { contractEvent, type Client } from './contract-events';
import { toTransaction } from './transaction-view';
import { signingLinkExpiry } from './transaction-notices';
import { transactionAccepted } from './transactions.events';
import { findTransactionView, insertEvents, insertSigners, insertTransaction, latestStatusOf } from './transactions.repository';

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
    const deal = { transactionId: row.id, propertyId: current.id, propertyText: `${current.label} (${current.street_address})`, buyerId: bid.user_id, sellerId: current.seller_id, realtorId: current.realtor_id };
    await emit(transactionAccepted, { ...deal, amount: bid.bid_amount, buyerName: buyer.name, signingToken: buyerToken });
    return row;
  });

  const view = (await findTransactionView(platform.db, created.id))!;
  return { message: m.created, data: { authUrl: AUTH_URL, propertyTransaction: toTransaction(view, actor) } };
}
