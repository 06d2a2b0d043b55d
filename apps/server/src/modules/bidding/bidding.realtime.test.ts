import type { AddressInfo } from 'node:net';
import { BID_EVENTS, type BidPlacedEvent } from '@openhouse/shared/bidding/schemas';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { acceptedBid, approvedBidder, enableBidding, placeBid } from '../../../test/helpers/bidding';
import { listingWithSides } from '../../../test/helpers/properties';
import { until } from '../../../test/helpers/sockets';

let t: TestApp;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t?.close();
});

async function watcher(propertyId: number, token?: string): Promise<BidPlacedEvent[]> {
  const socket = io(url, { path: '/socket.io', transports: ['websocket'], reconnection: false, forceNew: true, ...(token ? { auth: { token } } : {}) });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const seen: BidPlacedEvent[] = [];
  socket.on(BID_EVENTS.placed, (event: BidPlacedEvent) => seen.push(event));
  expect(await socket.emitWithAck(BID_EVENTS.watch, { property_id: propertyId })).toEqual({ ok: true });
  return seen;
}

describe('bid:placed', () => {
  it("reaches everyone watching the listing with the bid's public view, and nobody else", async () => {
    const { realtor, property } = await listingWithSides(t);
    const elsewhere = await listingWithSides(t);
    const auction = await enableBidding(t, realtor, property);
    const bidder = await approvedBidder(t, property, { nickname: 'LiveBidder' });
    const visitor = await watcher(property.id);
    const ownSocket = await watcher(property.id, bidder.token);
    const bystander = await watcher(elsewhere.property.id);
    const elsewhereAuction = await enableBidding(t, elsewhere.realtor, elsewhere.property);
    const elsewhereBidder = await approvedBidder(t, elsewhere.property);

    const placed = await acceptedBid(t, bidder, auction);
    await until(() => visitor.length === 1 && ownSocket.length === 1, 'the bid event');
    const expected: BidPlacedEvent = {
      property_id: property.id,
      bid: { ...placed.bid, user: { id: null, name: 'LiveBidder', email: null }, is_mine: false },
      bidding_property: { ...placed.bidding_property, is_highest_bidder: false },
    };
    expect(visitor[0]).toEqual(expected);
    expect(ownSocket[0]).toEqual(expected);
    expect(JSON.stringify(visitor[0])).not.toContain(bidder.user.email);
    // A socket receives events in the order they are sent: once a later bid on its own listing has reached
    // the bystander, the first bid would have reached it before, had it been sent there.
    const marker = await acceptedBid(t, elsewhereBidder, elsewhereAuction);
    await until(() => bystander.length > 0, 'the bid on the bystander\'s listing');
    expect(bystander.map((event) => event.bid.id)).toEqual([marker.bid.id]);
  });

  it('is not sent for a refused bid', async () => {
    const side = await listingWithSides(t);
    const auction = await enableBidding(t, side.realtor, side.property);
    const visitor = await watcher(side.property.id);
    const stranger = await t.user({ roles: ['Buyer'] });
    expect((await placeBid(t, stranger, auction)).statusCode).toBe(403);
    const bidder = await approvedBidder(t, side.property);
    expect((await placeBid(t, bidder, auction, { bid_amount: 1 })).statusCode).toBe(422);
    // Events arrive in the order they are sent: when the next accepted bid's event arrives alone, the
    // refused bids sent none.
    const marker = await acceptedBid(t, bidder, auction);
    await until(() => visitor.length > 0, 'the accepted bid');
    expect(visitor.map((event) => event.bid.id)).toEqual([marker.bid.id]);
  });
});
