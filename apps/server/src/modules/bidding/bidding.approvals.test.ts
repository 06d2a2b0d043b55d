import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { biddingMessages as m } from '@openhouse/shared/bidding/messages';
import { PROOF_MAX_BYTES } from '@openhouse/shared/bidding/rules';
import type { BidApproval } from '@openhouse/shared/bidding/schemas';
import type { Page } from '@openhouse/shared/http/pagination';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectError, pdfDocument, pngImage } from '../../../test/helpers/accounts';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import {
  acceptedBid,
  approvedBidder,
  enableBidding,
  insertApproval,
  requestApproval,
  type ApprovalBody,
  type Person,
} from '../../../test/helpers/bidding';
import { insertProperty, listingWithSides } from '../../../test/helpers/properties';
import { notifications } from '../notifications/notifications.schema';
import type { PropertyRow } from '../properties/properties.access';
import { biddingApprovals } from './bidding.schema';

let t: TestApp;
let realtor: Person;
let seller: Person;
let property: PropertyRow;

beforeAll(async () => {
  t = await createTestApp();
  ({ realtor, seller, property } = await listingWithSides(t, { label: 'Approval villa' }));
});
afterAll(async () => t?.close());

function storedProofs(): string[] {
  const folder = join(t.app.platform.config.DATA_DIR, 'storage', 'bidding-proofs');
  return existsSync(folder) ? readdirSync(folder) : [];
}

async function approvalsOf(userId: number) {
  return t.database.db.select().from(biddingApprovals).where(eq(biddingApprovals.user_id, userId));
}

async function newListing() {
  return insertProperty(t.database.db, realtor.user.id, { seller_id: seller.user.id });
}

describe('POST /bidding_approval', () => {
  it('stores the proof under a random name, tells the listing side and answers the approval', async () => {
    const buyer = await t.user({ roles: ['Buyer'], name: 'Casey Buyer' });
    const proof = pdfDocument();
    const response = await requestApproval(t, buyer.token, property.id, {
      fields: { bid_nickname: '  Casey  ', status: 'buyer-with-agent' },
      proof: { filename: 'bank\u202estatement.pdf', content: proof },
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json() as ApprovalBody;
    expect(body.message).toBe(m.approvalCreated);
    expect(body.data).toMatchObject({
      bid_nickname: 'Casey',
      status: 'buyer-with-agent',
      agreement: true,
      property_id: property.id,
      approval: 'submitted',
      proof_document_name: 'bankstatement.pdf',
      proof_document_size: proof.length,
      user: { id: buyer.user.id, name: 'Casey Buyer', email: buyer.user.email },
      property: { id: property.id, label: 'Approval villa', street_address: property.street_address },
      decided_at: null,
    });
    expect(body.data.proof_document).toMatch(/^bidding-proofs\/[0-9a-f-]{36}\.pdf$/);
    expect(await t.app.platform.storage.get(body.data.proof_document)).toEqual(proof);

    for (const person of [realtor, seller]) {
      const told = await t.database.db.select().from(notifications).where(eq(notifications.user_id, person.user.id));
      expect(told.find((n) => n.path === `/properties/${property.id}?approvals=1`)?.message).toBe(
        `Casey asked for approval to bid on Approval villa (${property.street_address}).`,
      );
    }
  });

  it("refuses a file that is not a PDF, even named .pdf, and stores nothing", async () => {
    const buyer = await t.user({ roles: ['Buyer'] });
    const before = storedProofs().length;
    const response = await requestApproval(t, buyer.token, property.id, { proof: { filename: 'proof.pdf', content: pngImage(), contentType: 'application/pdf' } });
    expectError(response, 422, m.proofPdfOnly, { proof_document: m.proofPdfOnly });
    const text = await requestApproval(t, buyer.token, property.id, { proof: { filename: 'proof.pdf', content: Buffer.from('%PD not really') } });
    expectError(text, 422, m.proofPdfOnly);
    expect(await approvalsOf(buyer.user.id)).toEqual([]);
    expect(storedProofs()).toHaveLength(before);
  });

  it('requires the proof document', async () => {
    const buyer = await t.user({ roles: ['Buyer'] });
    expectError(await requestApproval(t, buyer.token, property.id, { proof: null }), 422, m.proofRequired, { proof_document: m.proofRequired });
    expectError(await requestApproval(t, buyer.token, property.id, { proof: { filename: '', content: Buffer.alloc(0) } }), 422, m.proofRequired);
    expect(await approvalsOf(buyer.user.id)).toEqual([]);
  });

  it('refuses a proof over 20 MB with a 413', async () => {
    const buyer = await t.user({ roles: ['Buyer'] });
    const before = storedProofs().length;
    const big = Buffer.concat([pdfDocument(), Buffer.alloc(PROOF_MAX_BYTES)]);
    expectError(await requestApproval(t, buyer.token, property.id, { proof: { filename: 'big.pdf', content: big } }), 413, m.proofTooLarge);
    expect(await approvalsOf(buyer.user.id)).toEqual([]);
    expect(storedProofs()).toHaveLength(before);
  });

  it.each([
    ['bid_nickname', undefined, m.nicknameRequired],
    ['bid_nickname', '  ', m.nicknameRequired],
    ['bid_nickname', 'ab', m.nicknameMin],
    ['status', undefined, m.statusRequired],
    ['status', 'investor', m.statusRequired],
    ['agreement', undefined, m.agreementRequired],
    ['agreement', 'false', m.agreementRequired],
  ])('checks %s = %j', async (field, value, message) => {
    const buyer = await t.user({ roles: ['Buyer'] });
    expectError(await requestApproval(t, buyer.token, property.id, { fields: { [field]: value } }), 422, message, { [field]: message });
    expect(await approvalsOf(buyer.user.id)).toEqual([]);
  });

  it("names every failing field, the form's first as the message", async () => {
    const buyer = await t.user({ roles: ['Buyer'] });
    const response = await requestApproval(t, buyer.token, property.id, { fields: { agreement: undefined, bid_nickname: 'ab' }, proof: null });
    expectError(response, 422, m.nicknameMin, { bid_nickname: m.nicknameMin, proof_document: m.proofRequired, agreement: m.agreementRequired });
  });

  it('takes one approval per buyer and listing', async () => {
    const buyer = await t.user({ roles: ['Buyer'] });
    expect((await requestApproval(t, buyer.token, property.id)).statusCode).toBe(201);
    const files = storedProofs().length;
    expectError(await requestApproval(t, buyer.token, property.id), 409, m.approvalExists);
    expect(await approvalsOf(buyer.user.id)).toHaveLength(1);
    expect(storedProofs()).toHaveLength(files);
    // The same buyer may still ask on another listing.
    expect((await requestApproval(t, buyer.token, (await newListing()).id)).statusCode).toBe(201);
  });

  it('keeps one of two simultaneous requests and removes the proof of the other', async () => {
    const buyer = await t.user({ roles: ['Buyer'] });
    const files = storedProofs().length;
    const answers = await Promise.all([requestApproval(t, buyer.token, property.id), requestApproval(t, buyer.token, property.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toEqual({ message: m.approvalExists, code: 'conflict' });
    expect(await approvalsOf(buyer.user.id)).toHaveLength(1);
    expect(storedProofs()).toHaveLength(files + 1);
  });

  it('removes the stored proof when the row cannot be written', async () => {
    const buyer = await t.user({ roles: ['Buyer'] });
    const files = storedProofs().length;
    const storage = t.app.platform.storage;
    const put = storage.put.bind(storage);
    // Another request of the same buyer wins the race while this one stores its file.
    const spy = vi.spyOn(storage, 'put').mockImplementation(async (key, body, type) => {
      await put(key, body, type);
      await insertApproval(t.database.db, { propertyId: property.id, userId: buyer.user.id });
    });
    try {
      expectError(await requestApproval(t, buyer.token, property.id), 409, m.approvalExists);
    } finally {
      spy.mockRestore();
    }
    expect(storedProofs()).toHaveLength(files);
  });

  it('refuses the listing side', async () => {
    for (const person of [realtor, seller]) {
      expectError(await requestApproval(t, person.token, property.id), 403, m.listingSideCannotApply);
      expect(await approvalsOf(person.user.id)).toEqual([]);
    }
  });

  it('is 404 for a missing listing, and for a withdrawn one', async () => {
    const buyer = await t.user({ roles: ['Buyer'] });
    expectError(await requestApproval(t, buyer.token, 999999), 404, 'Property not found.');
    const withdrawn = await insertProperty(t.database.db, realtor.user.id, { status: 'withdrawn' });
    expectError(await requestApproval(t, buyer.token, withdrawn.id), 404, 'Property not found.');
    expect(await approvalsOf(buyer.user.id)).toEqual([]);
  });

  it('needs a signed-in caller', async () => {
    expectError(await requestApproval(t, undefined, property.id), 401, 'Unauthenticated.');
  });
});

describe('GET /bidding_approval', () => {
  it("gives the listing side a listing's approvals, newest first, filtered by state, and others only their own", async () => {
    const listing = await newListing();
    const first = await approvedBidder(t, listing, { approval: 'submitted' });
    const second = await approvedBidder(t, listing, { approval: 'approved' });
    const third = await approvedBidder(t, listing, { approval: 'rejected' });
    const list = async (token: string, query: string) => {
      const response = await t.call({ method: 'GET', url: `/api/v1/bidding_approval?${query}`, token });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as Page<BidApproval>;
    };
    for (const person of [realtor, seller]) {
      const all = await list(person.token, `property_id=${listing.id}`);
      expect(all.data.map((row) => row.id)).toEqual([third.approvalId, second.approvalId, first.approvalId]);
      expect(all).toMatchObject({ total: 3, current_page: 1, from: 1, to: 3 });
      expect((await list(person.token, `property_id=${listing.id}&approval=submitted`)).data.map((row) => row.id)).toEqual([first.approvalId]);
      expect((await list(person.token, `property_id=${listing.id}&per_page=2&page=2`)).data.map((row) => row.id)).toEqual([first.approvalId]);
    }
    expect((await list(second.token, `property_id=${listing.id}`)).data.map((row) => row.id)).toEqual([second.approvalId]);
    const stranger = await t.user({ roles: ['Buyer'] });
    expect((await list(stranger.token, `property_id=${listing.id}`)).total).toBe(0);
  });

  it("without a listing: approvals on the caller's listings plus their own", async () => {
    const otherSide = await listingWithSides(t);
    const buyerSeller = await t.user({ roles: ['Buyer', 'Seller'] });
    const mine = await insertProperty(t.database.db, otherSide.realtor.user.id, { seller_id: buyerSeller.user.id });
    const onMine = await approvedBidder(t, mine, { approval: 'submitted' });
    const ownId = await insertApproval(t.database.db, { propertyId: otherSide.property.id, userId: buyerSeller.user.id });
    await approvedBidder(t, otherSide.property);
    const response = await t.call({ method: 'GET', url: '/api/v1/bidding_approval', token: buyerSeller.token });
    expect((response.json() as Page<BidApproval>).data.map((row) => row.id)).toEqual([ownId, onMine.approvalId]);
  });

  it('is 404 for a withdrawn listing to outsiders', async () => {
    const withdrawn = await insertProperty(t.database.db, realtor.user.id, { status: 'withdrawn' });
    const buyer = await t.user({ roles: ['Buyer'] });
    expectError(await t.call({ method: 'GET', url: `/api/v1/bidding_approval?property_id=${withdrawn.id}`, token: buyer.token }), 404, 'Property not found.');
  });
});

describe('GET /bidding_approval/property/{propertyId} (the bid wizard)', () => {
  const check = (propertyId: number, token?: string) => t.call({ method: 'GET', url: `/api/v1/bidding_approval/property/${propertyId}`, token });

  it('answers the approval when approved, and null when there is none', async () => {
    const listing = await newListing();
    const approved = await approvedBidder(t, listing);
    const response = await check(listing.id, approved.token);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as { data: BidApproval }).data).toMatchObject({ id: approved.approvalId, approval: 'approved' });
    const newcomer = await t.user({ roles: ['Buyer'] });
    expect((await check(listing.id, newcomer.token)).json()).toEqual({ data: null });
  });

  it('is a 409 with the message while under review, when rejected, and for the highest bidder', async () => {
    const listing = await newListing();
    expectError(await check(listing.id, (await approvedBidder(t, listing, { approval: 'submitted' })).token), 409, m.approvalUnderReview);
    expectError(await check(listing.id, (await approvedBidder(t, listing, { approval: 'rejected' })).token), 409, m.approvalRejected);
    const auction = await enableBidding(t, realtor, listing);
    const leader = await approvedBidder(t, listing);
    await acceptedBid(t, leader, auction);
    expectError(await check(listing.id, leader.token), 409, m.alreadyHighest);
  });

  it('needs a signed-in caller', async () => {
    expectError(await check(property.id), 401, 'Unauthenticated.');
  });
});

describe('PUT /bidding_approval/{id}', () => {
  const decide = (id: number, approval: string, token?: string) => t.call({ method: 'PUT', url: `/api/v1/bidding_approval/${id}`, token, payload: { id, approval, path: '/x' } });

  it('approves once, and tells the buyer where to bid', async () => {
    const listing = await insertProperty(t.database.db, realtor.user.id, { seller_id: seller.user.id, label: 'Decided duplex' });
    const buyer = await approvedBidder(t, listing, { approval: 'submitted' });
    const response = await decide(buyer.approvalId, 'approved', seller.token);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as ApprovalBody;
    expect(body.message).toBe(m.approvalApproved);
    expect(body.data.approval).toBe('approved');
    expect(body.data.decided_at).not.toBeNull();
    const [row] = await approvalsOf(buyer.user.id);
    expect(row).toMatchObject({ approval: 'approved', decided_by: seller.user.id });
    const told = await t.database.db.select().from(notifications).where(eq(notifications.user_id, buyer.user.id));
    expect(told.map((n) => ({ message: n.message, path: n.path }))).toEqual([
      { message: 'Your bidding approval for Decided duplex was approved. You can now place bids.', path: `/properties/${listing.id}?bid=1` },
    ]);
    expectError(await decide(buyer.approvalId, 'rejected', realtor.token), 409, m.approvalAlreadyDecided);
    expect((await approvalsOf(buyer.user.id))[0]!.approval).toBe('approved');
  });

  it('rejects, and tells the buyer', async () => {
    const listing = await insertProperty(t.database.db, realtor.user.id, { label: 'Rejected ranch' });
    const buyer = await approvedBidder(t, listing, { approval: 'submitted' });
    const response = await decide(buyer.approvalId, 'rejected', realtor.token);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as ApprovalBody).message).toBe(m.approvalRejectedByYou);
    const told = await t.database.db.select().from(notifications).where(eq(notifications.user_id, buyer.user.id));
    expect(told.map((n) => ({ message: n.message, path: n.path }))).toEqual([
      { message: 'Your bidding approval for Rejected ranch was rejected.', path: `/properties/${listing.id}` },
    ]);
  });

  it('lets an admin decide', async () => {
    const buyer = await approvedBidder(t, await newListing(), { approval: 'submitted' });
    const admin = await t.user({ roles: ['Admin'] });
    expect((await decide(buyer.approvalId, 'approved', admin.token)).statusCode).toBe(200);
  });

  it('refuses other decisions than approved or rejected', async () => {
    const buyer = await approvedBidder(t, await newListing(), { approval: 'submitted' });
    expectError(await decide(buyer.approvalId, 'submitted', realtor.token), 422, 'Choose approved or rejected.');
    expect((await approvalsOf(buyer.user.id))[0]!.approval).toBe('submitted');
  });

  it('is 403 for the buyer who filed it, 404 for anyone else, and changes nothing', async () => {
    const listing = await newListing();
    const buyer = await approvedBidder(t, listing, { approval: 'submitted' });
    const otherBuyer = await approvedBidder(t, listing, { approval: 'approved' });
    const otherRealtor = await t.user({ roles: ['Realtor'] });
    expectError(await decide(buyer.approvalId, 'approved', buyer.token), 403, 'This action is unauthorized.');
    expectError(await decide(buyer.approvalId, 'approved', otherBuyer.token), 404, 'Not found.');
    expectError(await decide(buyer.approvalId, 'approved', otherRealtor.token), 404, 'Not found.');
    expectError(await decide(999999, 'approved', realtor.token), 404, 'Not found.');
    expectError(await decide(buyer.approvalId, 'approved'), 401, 'Unauthenticated.');
    expect((await approvalsOf(buyer.user.id))[0]).toMatchObject({ approval: 'submitted', decided_by: null, decided_at: null });
  });
});

describe('the proof document at /api/v1/storage/{path}', () => {
  it('is shown to the buyer who filed it and the listing side, and is unknown to everyone else', async () => {
    const buyer = await t.user({ roles: ['Buyer'] });
    const proof = pdfDocument();
    const created = await requestApproval(t, buyer.token, property.id, { proof: { filename: 'funds.pdf', content: proof } });
    const path = (created.json() as ApprovalBody).data.proof_document;
    const view = (token?: string, query = '') => t.call({ method: 'GET', url: `/api/v1/storage/${path}${query}`, token });

    const admin = await t.user({ roles: ['Admin'] });
    for (const person of [buyer, realtor, seller, admin]) {
      const response = await view(person.token);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.rawPayload).toEqual(proof);
    }
    const download = await view(undefined, `?token=${buyer.token}&download=1`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('funds.pdf');

    const otherBuyer = await t.user({ roles: ['Buyer'] });
    const otherRealtor = await t.user({ roles: ['Realtor'] });
    for (const person of [otherBuyer, otherRealtor]) expectError(await view(person.token), 404, 'Not found.');
    expectError(await view(), 401, 'Unauthenticated.');
    expectError(await t.call({ method: 'GET', url: `/api/v1/storage/bidding-proofs/${crypto.randomUUID()}.pdf`, token: admin.token }), 404, 'Not found.');
  });
});
