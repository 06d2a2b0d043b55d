import { inflateSync } from 'node:zlib';
import { buyersPremium } from '@openhouse/shared/bidding/rules';
import { and, asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { PDFArray, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { expect } from 'vitest';
import { biddingProperties, bids } from '../../src/modules/bidding/bidding.schema';
import type { PropertyRow } from '../../src/modules/properties/properties.access';
import { contractEvents, contractSigners, propertyTransactions } from '../../src/modules/transactions/transactions.schema';
import type { Db } from '../../src/platform/db/client';
import { nextIp, outboxFor } from './accounts';
import type { TestApp } from './app';

export type AuctionRow = typeof biddingProperties.$inferSelect;
export type BidRow = typeof bids.$inferSelect;

/** A property's auction written straight to the database: started a day ago, ending in a day, 5% premium. */
export async function insertAuction(db: Db, property: Pick<PropertyRow, 'id' | 'value' | 'realtor_id'>, overrides: Partial<typeof biddingProperties.$inferInsert> = {}): Promise<AuctionRow> {
  const now = Date.now();
  const [row] = await db
    .insert(biddingProperties)
    .values({
      property_id: property.id,
      bid_amount: property.value,
      bid_incremental_amount: 1000,
      highest_bid_amount: property.value,
      buyers_premium_rate: 5,
      bid_starting_time: new Date(now - 86_400_000),
      bid_ending_time: new Date(now + 86_400_000),
      scheduled_ending_time: new Date(now + 86_400_000),
      created_by: property.realtor_id,
      ...overrides,
    })
    .returning();
  return row!;
}

/** A bid on an auction, as the bidding work would have stored it (premium at the auction's rate). */
export async function insertBid(
  db: Db,
  auction: AuctionRow,
  options: { buyer: { id: number }; amount: number; contingency?: string[]; escrow_closing_date?: string; nickname?: string },
): Promise<BidRow> {
  const [row] = await db
    .insert(bids)
    .values({
      bid_property_id: auction.id,
      property_id: auction.property_id,
      user_id: options.buyer.id,
      bidder_nickname: options.nickname ?? 'bidder',
      bid_amount: options.amount,
      buyers_premium: buyersPremium(options.amount, auction.buyers_premium_rate),
      contingency: JSON.stringify(options.contingency ?? ['loan', 'inspection']),
      escrow_closing_date: options.escrow_closing_date ?? '2030-03-01',
    })
    .returning();
  return row!;
}

/** A property's auction with one bid on it. */
export async function insertAuctionWithBid(
  db: Db,
  options: { property: PropertyRow; buyer: { id: number }; amount: number; contingency?: string[]; escrow_closing_date?: string },
): Promise<{ auction: AuctionRow; bid: BidRow }> {
  const auction = await insertAuction(db, options.property);
  const bid = await insertBid(db, auction, options);
  return { auction, bid };
}

/** POST /property-transactions for a bid, with the spec's payload. */
export function acceptBid(t: TestApp, token: string | undefined, bid: Pick<BidRow, 'id' | 'property_id'>, extra: Record<string, unknown> = {}): Promise<LightMyRequestResponse> {
  return t.call({
    method: 'POST',
    url: '/api/v1/property-transactions',
    token,
    payload: { property_id: bid.property_id, bid_property_history_id: bid.id, payment_method: 'Credit Card', status_id: 1, ...extra },
  });
}

/** The token of the newest signing link e-mailed to an address. */
export async function signingTokenSentTo(t: TestApp, email: string): Promise<string> {
  await t.app.platform.mailer.idle();
  const mails = await outboxFor(t.database.db, email, 'email');
  for (const mail of mails) {
    const match = /\/sign\/([A-Za-z0-9_-]{20,})/.exec(mail.body_text);
    if (match) return match[1]!;
  }
  expect.fail(`no signing link was e-mailed to ${email}`);
}

/** A call to a token-taking (rate-limited) signing route, from its own client address. */
export function signingCall(t: TestApp, options: Parameters<TestApp['call']>[0]): Promise<LightMyRequestResponse> {
  return t.call({ remoteAddress: nextIp(), ...options });
}

/** A PNG image as the signature pad sends it. */
export function pngDataUrl(png: Buffer): string {
  return `data:image/png;base64,${png.toString('base64')}`;
}

export async function transactionRow(db: Db, id: number) {
  const [row] = await db.select().from(propertyTransactions).where(eq(propertyTransactions.id, id));
  return row!;
}

export async function signerRows(db: Db, transactionId: number) {
  return db.select().from(contractSigners).where(eq(contractSigners.transaction_id, transactionId)).orderBy(asc(contractSigners.id));
}

export async function eventRows(db: Db, transactionId: number) {
  return db.select().from(contractEvents).where(eq(contractEvents.transaction_id, transactionId)).orderBy(asc(contractEvents.id));
}

/** POST /property-transactions/{id}/signing-link: e-mail the party due to sign a new link. */
export function resendSigningLink(t: TestApp, token: string | undefined, transactionId: number, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return t.call({ method: 'POST', url: `/api/v1/property-transactions/${transactionId}/signing-link`, token, headers });
}

/**
 * Moves a transaction's 'sent' events back in time, as if its signing links had been e-mailed that much
 * earlier: a link is e-mailed at most once a minute, and the limit reads these events.
 */
export async function backdateSentEvents(db: Db, transactionId: number, ms = 2 * 60_000): Promise<void> {
  for (const event of await db.select().from(contractEvents).where(and(eq(contractEvents.transaction_id, transactionId), eq(contractEvents.event, 'sent')))) {
    await db
      .update(contractEvents)
      .set({ created_at: new Date(event.created_at.getTime() - ms) })
      .where(eq(contractEvents.id, event.id));
  }
}

/** Everything the transactions module keeps, to show that a refused call changed nothing. */
export async function transactionsSnapshot(db: Db) {
  return {
    transactions: await db.select().from(propertyTransactions).orderBy(asc(propertyTransactions.id)),
    signers: await db.select().from(contractSigners).orderBy(asc(contractSigners.id)),
    events: await db.select().from(contractEvents).orderBy(asc(contractEvents.id)),
  };
}

/**
 * The text drawn on each page of a PDF made with pdf-lib's standard fonts: every hex string shown with Tj,
 * one line each. Enough to check what a contract or certificate says without a PDF text extractor.
 */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    const lines: string[] = [];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const raw = stream.dict.get(PDFName.of('Filter')) ? inflateSync(stream.contents) : Buffer.from(stream.contents);
      for (const match of raw.toString('latin1').matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) lines.push(Buffer.from(match[1]!, 'hex').toString('latin1'));
    }
    return lines.join('\n');
  });
}
