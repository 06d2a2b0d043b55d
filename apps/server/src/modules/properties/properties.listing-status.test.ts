import type { ListingStatus } from '@openhouse/shared/properties/listing';
import { STATUS } from '@openhouse/shared/transactions/statuses';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { listingWithSides } from '../../../test/helpers/properties';
import { acceptBid, insertAuctionWithBid, signingCall, signingTokenSentTo } from '../../../test/helpers/transactions';
import { propertyTransactions } from '../transactions/transactions.schema';

let t: TestApp;
let stranger: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  stranger = await t.user({ roles: ['Buyer'] });
});
afterAll(async () => t?.close());

/** A listing with an auction and one buyer's bid, accepted by its realtor. */
async function acceptedDeal(title: string) {
  const sides = await listingWithSides(t, { label: title });
  const buyer = await t.user({ roles: ['Buyer'] });
  const { bid } = await insertAuctionWithBid(t.database.db, { property: sides.property, buyer: buyer.user, amount: 651000 });
  const accepted = await acceptBid(t, sides.realtor.token, bid);
  expect(accepted.statusCode, accepted.body).toBe(201);
  const transactionId = (accepted.json() as { data: { propertyTransaction: { id: number } } }).data.propertyTransaction.id;
  return { ...sides, buyer, transactionId };
}

async function statusOf(id: number): Promise<ListingStatus> {
  const response = await t.call({ method: 'GET', url: `/api/v1/properties/${id}`, token: stranger.token });
  return (response.json() as { data: { status: ListingStatus } }).data.status;
}

async function browse(query: string): Promise<string[]> {
  const response = await t.call({ method: 'GET', url: `/api/v1/properties?${query}` });
  return (response.json() as { data: { label: string }[] }).data.map((row) => row.label);
}

describe('a listing follows its deal', () => {
  it('is Pending from the accepted bid, and Active again when the contract is voided', async () => {
    const { property, realtor, transactionId } = await acceptedDeal('Voided deal');
    expect(await statusOf(property.id)).toBe('pending');
    const voided = await t.call({ method: 'POST', url: `/api/v1/property-transactions/${transactionId}/void`, token: realtor.token, payload: { reason: 'Financing fell through' } });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(await statusOf(property.id)).toBe('active');
  });

  it('is Active again when the buyer declines to sign', async () => {
    const { property, buyer } = await acceptedDeal('Declined deal');
    expect(await statusOf(property.id)).toBe('pending');
    const signingToken = await signingTokenSentTo(t, buyer.user.email);
    const declined = await signingCall(t, { method: 'POST', url: '/api/v1/contract-signing/decline', payload: { signing_token: signingToken, reason: 'Changed my mind' } });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(await statusOf(property.id)).toBe('active');
  });

  it('is Sold once the transaction is Closed, and stays Pending in escrow', async () => {
    const { property, realtor, transactionId } = await acceptedDeal('Closed deal');
    // Both signatures are covered by the signing tests; here the contract is taken as signed.
    await t.database.db.update(propertyTransactions).set({ status_id: STATUS.contractSigned }).where(eq(propertyTransactions.id, transactionId));
    const advance = (statusId: number) => t.call({ method: 'PUT', url: `/api/v1/property-transactions/${transactionId}`, token: realtor.token, payload: { status_id: statusId } });
    expect((await advance(STATUS.inEscrow)).statusCode).toBe(200);
    expect(await statusOf(property.id)).toBe('pending');
    expect((await advance(STATUS.closed)).statusCode).toBe(200);
    expect(await statusOf(property.id)).toBe('closed');
  });

  it('leaves a withdrawn listing withdrawn when its deal is cancelled', async () => {
    const { property, realtor, transactionId } = await acceptedDeal('Withdrawn meanwhile');
    const withdrawn = await t.call({ method: 'PUT', url: `/api/v1/properties/${property.id}`, token: realtor.token, payload: { ...editable(property), status: 'withdrawn' } });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    await t.call({ method: 'POST', url: `/api/v1/property-transactions/${transactionId}/void`, token: realtor.token, payload: { reason: 'Withdrawn' } });
    const response = await t.call({ method: 'GET', url: `/api/v1/properties/${property.id}`, token: realtor.token });
    expect((response.json() as { data: { status: string } }).data.status).toBe('withdrawn');
  });
});

describe('browsing and home lists by status', () => {
  it('leave pending and sold listings out unless asked for by status', async () => {
    const pending = await acceptedDeal('Brookside pending');
    const active = await listingWithSides(t, { label: 'Brookside active' });
    expect(active.property.status).toBe('active');
    expect(await browse('q=Brookside')).toEqual(['Brookside active']);
    expect(await browse('q=Brookside&status=pending')).toEqual(['Brookside pending']);
    const recent = await t.call({ method: 'GET', url: '/api/v1/recently_added_property' });
    const labels = (recent.json() as { data: { label: string }[] }).data.map((row) => row.label);
    expect(labels).toContain('Brookside active');
    expect(labels).not.toContain('Brookside pending');
    expect(pending.property.id).toBeGreaterThan(0);
  });
});

/** The listing's facts as the edit form sends them back. */
function editable(property: { label: string; street_address: string; city: string; state: string; zip_code: string; value: string | number; property_type: string }) {
  return { label: property.label, property_type: property.property_type, street_address: property.street_address, city: property.city, state: property.state, zip_code: property.zip_code, country: 'US', value: Number(property.value) };
}
