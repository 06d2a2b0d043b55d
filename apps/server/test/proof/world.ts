import type { RoleName } from '@openhouse/shared/roles/roles';
import type { Photo } from '@openhouse/shared/properties/listing';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { findUserById, grantRole, insertUser } from '../../src/modules/accounts/accounts.repository';
import { authTokens } from '../../src/platform/auth/auth.schema';
import { digest } from '../../src/platform/auth/tokens';
import { hashPassword } from '../../src/modules/accounts/passwords';
import { issueToken } from '../../src/modules/accounts/sessions';
import { biddingApprovals } from '../../src/modules/bidding/bidding.schema';
import { sellerInvitations } from '../../src/modules/properties/properties.schema';
import { notify } from '../helpers/notices';
import { multipart, nextIp, pdfDocument, pngImage, uniqueWord } from '../helpers/accounts';
import type { TestApp } from '../helpers/app';
import { acceptedBid, enableBidding, requestApproval } from '../helpers/bidding';
import { uploadDocuments } from '../helpers/documents';
import { bookedTour } from '../helpers/meetings';
import { insertProperty } from '../helpers/properties';
import { acceptBid, insertAuctionWithBid, signingTokenSentTo } from '../helpers/transactions';
import { buildNetworkWorld, type NetworkWorld } from './network-world';
import { buildCalendarWorld, type CalendarWorld } from './calendar-world';
import { buildCampaignWorld, type CampaignWorld } from './campaign-world';
import { buildProjectWorld, type ProjectWorld } from './project-world';

/** The people every route is called as, in the order the matrix prints them. */
export const ACTORS = ['anonymous', 'realtor', 'otherRealtor', 'seller', 'buyer', 'otherBuyer', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];
export type Person = { id: number; email: string; user_name: string; token: string };

export const PASSWORD = 'Openhouse1!';

/**
 * One small market, built mostly through the API so every id points at a real row and every file exists:
 * the realtor's listing (with its seller) runs an auction on which the buyer is approved and has bid, the
 * buyer asked for its documents, has a notification and is invited to become its seller; a second listing
 * of theirs has a transaction (the buyer's accepted bid) waiting for the buyer's signature. The "other"
 * realtor and buyer have the same roles and nothing to do with any of it.
 */
export type World = {
  people: Record<Exclude<Actor, 'anonymous'>, Person>;
  listing: {
    id: number;
    auctionId: number;
    highestBid: number;
    increment: number;
    bidId: number;
    approvalId: number;
    proofPath: string;
    documentId: number;
    photo: Photo;
    permissionId: number;
  };
  sold: { id: number; transactionId: number; signingToken: string };
  /** A draft of the realtor's, with its seller, complete enough to publish; nobody else may know it exists. */
  draftId: number;
  notificationId: number;
  /** The realtor's pending invitation of the buyer to become the first listing's seller. */
  sellerInvitationId: number;
  /** The buyer's conversation with the realtor (one message with an image), and someone nobody has messaged yet. */
  messaging: { conversationId: number; attachmentPath: string; newcomerId: number };
  /** The buyer's video tour of the first listing: the buyer organised it, the realtor is invited. */
  meetingId: number;
  /** A package of one file on the realtor's own disk, shared with the buyer. */
  shareLinkId: number;
  project: ProjectWorld;
  /** The realtor's live calendar link and subscription feed. */
  calendar: CalendarWorld;
  network: NetworkWorld;
  campaigns: CampaignWorld;
  /** A second signed-in session of the buyer's, for the sessions list to sign out. */
  buyerOtherSessionId: number;
};

let passwordHash: Promise<string> | null = null;

/** A verified account with a live token, written in two statements: argon2 once per file, not per person. */
export async function person(t: TestApp, roles: RoleName[]): Promise<Person> {
  passwordHash ??= hashPassword(PASSWORD);
  const word = uniqueWord('proof');
  const user = await insertUser(t.database.db, {
    email: `${word}@example.com`,
    name: `Proof ${word}`,
    user_name: word,
    password_hash: await passwordHash,
    enabled: roles.includes('Realtor') ? 1 : 0,
    email_verified_at: new Date(),
  });
  for (const role of roles) await grantRole(t.database.db, user.id, role);
  const { token } = await issueToken(t.database.db, user, {
    kind: 'access',
    remember: false,
    client: { ip: '127.0.0.1', userAgent: 'proof' },
  });
  return { id: user.id, email: user.email, user_name: user.user_name, token };
}

/** Another live token of the same person, as from a second browser: answers its id. */
async function secondSession(t: TestApp, userId: number): Promise<number> {
  const user = await findUserById(t.database.db, userId);
  const { token } = await issueToken(t.database.db, user!, { kind: 'access', remember: false, client: { ip: '127.0.0.2', userAgent: 'proof second browser' } });
  const [row] = await t.database.db.select({ id: authTokens.id }).from(authTokens).where(eq(authTokens.token_hash, digest(token)));
  return row!.id;
}

function ok(response: { statusCode: number; body: string }, what: string): void {
  expect(response.statusCode, `${what}: ${response.body}`).toBeLessThan(300);
}

export async function buildWorld(t: TestApp): Promise<World> {
  const people = {
    realtor: await person(t, ['Realtor']),
    otherRealtor: await person(t, ['Realtor']),
    seller: await person(t, ['Seller']),
    buyer: await person(t, ['Buyer']),
    otherBuyer: await person(t, ['Buyer']),
    admin: await person(t, ['Admin']),
  };
  const db = t.database.db;
  const realtor = {
    user: {
      id: people.realtor.id,
      email: people.realtor.email,
      name: 'realtor',
    },
    token: people.realtor.token,
  };
  const buyer = {
    user: { id: people.buyer.id, email: people.buyer.email, name: 'buyer' },
    token: people.buyer.token,
  };

  const property = await insertProperty(db, people.realtor.id, {
    seller_id: people.seller.id,
  });
  const auction = await enableBidding(t, realtor, property);
  const asked = await requestApproval(t, people.buyer.token, property.id);
  ok(asked, 'bidding approval');
  const approvalId = (asked.json() as { data: { id: number } }).data.id;
  ok(
    await t.call({
      method: 'PUT',
      url: `/api/v1/bidding_approval/${approvalId}`,
      token: people.realtor.token,
      payload: { approval: 'approved' },
      remoteAddress: nextIp(),
    }),
    'approve',
  );
  const [approval] = await db.select().from(biddingApprovals).where(eq(biddingApprovals.id, approvalId));
  const { bid, bidding_property: afterBid } = await acceptedBid(t, buyer, auction);

  const uploaded = await uploadDocuments(
    t,
    property.id,
    [
      {
        filename: 'disclosure.pdf',
        content: pdfDocument(),
        contentType: 'application/pdf',
      },
    ],
    { token: people.realtor.token },
  );
  ok(uploaded, 'document upload');
  const documentId = (uploaded.json() as { data: { id: number }[] }).data[0]!.id;
  const form = multipart([
    {
      name: 'images',
      filename: 'front.png',
      contentType: 'image/png',
      content: pngImage(8, 8),
    },
  ]);
  const photos = await t.call({
    method: 'POST',
    url: `/api/v1/propertie_upload_images/${property.id}`,
    token: people.realtor.token,
    ...form,
    remoteAddress: nextIp(),
  });
  ok(photos, 'photo upload');
  const photo = (photos.json() as { data: Photo[] }).data[0]!;
  const requested = await t.call({
    method: 'POST',
    url: '/api/v1/permissions',
    token: people.buyer.token,
    payload: { property_id: property.id, message: 'May I?' },
    remoteAddress: nextIp(),
  });
  ok(requested, 'document access request');
  const permissionId = (requested.json() as { data: { id: number } }).data.id;
  const notification = await notify(t.app.platform, people.buyer.id, 'Your showing is confirmed.', '/calendar');
  const buyerOtherSession = await secondSession(t, people.buyer.id);
  const [invitation] = await db
    .insert(sellerInvitations)
    .values({ property_id: property.id, invitee_id: people.buyer.id, invited_by: people.realtor.id, expires_at: new Date(Date.now() + 86_400_000) })
    .returning();

  const messaging = await messagingOf(t, people);

  const soldProperty = await insertProperty(db, people.realtor.id, {
    seller_id: people.seller.id,
  });
  const sale = await insertAuctionWithBid(db, {
    property: soldProperty,
    buyer: { id: people.buyer.id },
    amount: soldProperty.value + 1000,
  });
  const accepted = await acceptBid(t, people.realtor.token, sale.bid);
  ok(accepted, 'accept bid');
  const transactionId = (accepted.json() as { data: { propertyTransaction: { id: number } } }).data.propertyTransaction.id;

  const draft = await insertProperty(db, people.realtor.id, {
    seller_id: people.seller.id,
    published_at: null,
    latitude: 38.58,
    longitude: -121.49,
    description: 'A draft, ready to publish.',
  });

  const project = await buildProjectWorld(t, people, (roles) => person(t, roles));
  const network = await buildNetworkWorld(t, people.realtor.token, project.id);
  const meetingId = (await bookedTour(t, people.buyer.token, 'video_tour', { property_id: property.id })).id;
  const shareLinkId = await sharedPackage(t, people.realtor.token, people.buyer.email);

  return {
    people,
    listing: {
      id: property.id,
      auctionId: auction.id,
      highestBid: afterBid.highest_bid_amount,
      increment: afterBid.bid_incremental_amount,
      bidId: bid.id,
      approvalId,
      proofPath: approval!.proof_path,
      documentId,
      photo,
      permissionId,
    },
    sold: {
      id: soldProperty.id,
      transactionId,
      signingToken: await signingTokenSentTo(t, people.buyer.email),
    },
    draftId: draft.id,
    notificationId: notification.id,
    sellerInvitationId: invitation!.id,
    messaging,
    meetingId,
    shareLinkId,
    project,
    calendar: await buildCalendarWorld(t, people.realtor.token),
    network,
    campaigns: await buildCampaignWorld(t, people.realtor.token, network.labelId),
    buyerOtherSessionId: buyerOtherSession,
  };
}

/** The buyer messages the realtor with a photo, through the API. */
async function messagingOf(t: TestApp, people: World['people']): Promise<World['messaging']> {
  const started = await t.call({ method: 'POST', url: '/api/v1/conversations', token: people.buyer.token, payload: { user_ids: [people.realtor.id] }, remoteAddress: nextIp() });
  ok(started, 'conversation');
  const conversationId = (started.json() as { data: { id: number } }).data.id;
  const form = multipart([
    { name: 'conversation_id', value: String(conversationId) },
    { name: 'body', value: 'Here is the front of the house.' },
    { name: 'files', filename: 'front.png', contentType: 'image/png', content: pngImage(4, 4) },
  ]);
  const sent = await t.call({ method: 'POST', url: '/api/v1/messages', token: people.buyer.token, ...form, remoteAddress: nextIp() });
  ok(sent, 'message');
  const attachmentUrl = (sent.json() as { data: { attachments: { url: string }[] } }).data.attachments[0]!.url;
  const newcomer = await person(t, ['Realtor']);
  return { conversationId, attachmentPath: attachmentUrl.replace('/api/v1/storage/', ''), newcomerId: newcomer.id };
}

/** The realtor writes a file on their own disk and shares it with `email`, through the API; answers the link's id. */
async function sharedPackage(t: TestApp, token: string, email: string): Promise<number> {
  const disk = 'my-files';
  // Each from an address of its own: every world's realtor shares one, within the route's rate limit.
  const file = await t.call({ method: 'POST', url: '/api/file-manager/create-file', token, payload: { disk, path: '', name: 'world.txt' }, remoteAddress: nextIp() });
  ok(file, 'create a file');
  const link = await t.call({ method: 'POST', url: '/api/file-manager/share-link', token, payload: { disk, paths: ['world.txt'], audience: 'emails', emails: [email], permission: 'view' }, remoteAddress: nextIp() });
  ok(link, 'share a package');
  return (link.json() as { data: { id: number } }).data.id;
}
