import { buyersPremium, DEFAULT_PREMIUM_RATE } from '@openhouse/shared/bidding/rules';
import { todayIn } from '@openhouse/shared/format/datetime';
import type { Platform } from '../../platform/context';
import { deleteQuietly, putAll } from '../../platform/storage/batch';
import { findListingByLabel } from '../properties/properties.queries';
import { insertApproval } from './approvals.repository';
import { PROOF_PREFIX } from './proof-files';
import { findAuctionByProperty, insertAuction, insertBid, updateAuction } from './bidding.repository';

/** The demo listing that opens with a live auction. */
export const DEMO_AUCTION_LISTING = 'Modern condo with bay views';
export const DEMO_AUCTION_INCREMENT = 5000;

const DAY = 24 * 60 * 60 * 1000;

/** A one-page proof-of-funds letter, so the realtor's "view document" opens a real PDF. */
async function proofLetter(name: string): Promise<Buffer> {
  // Loaded here, not with the module: the server imports the demo seed at every start, and seeds once.
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const lines = ['Openhouse demo bank', '', 'Proof of funds', '', `${name} holds sufficient funds for this purchase.`, 'This letter is demo data.'];
  lines.forEach((line, index) => page.drawText(line, { x: 72, y: 700 - index * 22, size: index === 2 ? 18 : 12, font }));
  return Buffer.from(await pdf.save());
}

export type DemoBidders = {
  realtorId: number;
  /** The demo buyer: approved, with one bid. */
  buyer: { id: number; name: string };
  /** Another demo user whose approval waits for the realtor's review. */
  applicant: { id: number; name: string } | null;
};

/**
 * A live auction on one demo listing, so bidding can be tried at once: it started yesterday and ends in
 * five days; the demo buyer is approved and holds the one bid; another demo user's approval waits for
 * the realtor. Written in one transaction; does nothing when the listing is missing or already has an auction.
 */
export async function seedDemoAuction(platform: Platform, people: DemoBidders): Promise<boolean> {
  const listing = await findListingByLabel(platform.db, people.realtorId, DEMO_AUCTION_LISTING);
  if (!listing || (await findAuctionByProperty(platform.db, listing.id))) return false;

  const now = Date.now();
  const applicants = [people.buyer, ...(people.applicant ? [people.applicant] : [])];
  const proofs = await Promise.all(
    applicants.map(async (person) => ({ key: `${PROOF_PREFIX}${crypto.randomUUID()}.pdf`, body: await proofLetter(person.name), contentType: 'application/pdf' })),
  );
  await putAll(platform, proofs);
  let created: boolean;
  try {
    created = await platform.db.transaction(async (tx) => {
      const start = new Date(now - DAY);
      const end = new Date(now + 5 * DAY);
      const auction = await insertAuction(tx, {
        property_id: listing.id,
        bid_amount: listing.value,
        bid_incremental_amount: DEMO_AUCTION_INCREMENT,
        highest_bid_amount: listing.value,
        buyers_premium_rate: DEFAULT_PREMIUM_RATE,
        bid_starting_time: start,
        bid_ending_time: end,
        scheduled_ending_time: end,
        created_by: people.realtorId,
        created_at: start,
      });
      // Another start seeded it a moment ago.
      if (!auction) return false;
      for (const [index, person] of applicants.entries()) {
        const approved = person.id === people.buyer.id;
        await insertApproval(tx, {
          property_id: listing.id,
          user_id: person.id,
          bid_nickname: person.name.split(' ')[0]!,
          status: 'buyer-without-agent',
          agreement: true,
          proof_path: proofs[index]!.key,
          proof_name: 'proof-of-funds.pdf',
          proof_size: proofs[index]!.body.length,
          approval: approved ? 'approved' : 'submitted',
          decided_by: approved ? people.realtorId : null,
          decided_at: approved ? new Date(now - DAY + 60 * 60 * 1000) : null,
          created_at: new Date(now - DAY + 30 * 60 * 1000),
        });
      }
      const amount = listing.value + DEMO_AUCTION_INCREMENT;
      await insertBid(tx, {
        bid_property_id: auction.id,
        property_id: listing.id,
        user_id: people.buyer.id,
        bidder_nickname: people.buyer.name.split(' ')[0]!,
        bid_amount: amount,
        buyers_premium: buyersPremium(amount, DEFAULT_PREMIUM_RATE),
        contingency: JSON.stringify(['inspection']),
        escrow_closing_date: todayIn(undefined, now + 45 * DAY),
        created_at: new Date(now - DAY + 2 * 60 * 60 * 1000),
      });
      await updateAuction(tx, auction.id, { highest_bid_amount: amount, highest_bidder_id: people.buyer.id, bid_count: 1 });
      return true;
    });
  } catch (error) {
    await deleteQuietly(platform, proofs.map((proof) => proof.key));
    throw error;
  }
  if (!created) await deleteQuietly(platform, proofs.map((proof) => proof.key));
  return created;
}
