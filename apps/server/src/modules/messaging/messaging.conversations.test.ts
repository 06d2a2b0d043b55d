import type { Conversation } from '@openhouse/shared/messaging/schemas';
import { messagingMessages as m } from '@openhouse/shared/messaging/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { expectError, nextIp } from '../../../test/helpers/accounts';
import { bookedTour } from '../../../test/helpers/meetings';
import { sendText, startConversation } from '../../../test/helpers/messaging';
import { insertProperty } from '../../../test/helpers/properties';
import { conversationParticipants, conversations } from './messaging.schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const list = (token: string, query = '') => t.call({ method: 'GET', url: `/api/v1/conversations${query}`, token });
const update = (token: string, id: number, payload: Record<string, unknown>) => t.call({ method: 'PUT', url: `/api/v1/conversations/${id}`, token, payload });
const idsOf = (response: { json(): unknown }) => (response.json() as { data: Conversation[] }).data.map((c) => c.id);

describe('starting a conversation', () => {
  it('finds the same 1:1 conversation again, from either side, with both people as participants', async () => {
    const buyer = await t.user({ name: 'Bea Buyer' });
    const realtor = await t.user({ name: 'Rita Realtor', roles: ['Realtor'] });
    const first = await startConversation(t, buyer, [realtor]);
    expect(first.participants.map((p) => p.user_id).sort()).toEqual([buyer.user.id, realtor.user.id].sort());
    expect(first.name).toBe('Rita Realtor');
    expect(first.participants.every((p) => p.message_count === 0)).toBe(true);
    expect((await startConversation(t, buyer, [realtor])).id).toBe(first.id);
    const fromRealtor = await startConversation(t, realtor, [buyer]);
    expect(fromRealtor.id).toBe(first.id);
    expect(fromRealtor.name).toBe('Bea Buyer');
  });

  it('starts a titled group with several people', async () => {
    const [a, b, c] = [await t.user({}), await t.user({ roles: ['Realtor'] }), await t.user({ roles: ['Realtor'] })];
    const group = await startConversation(t, a, [b, c], 'Offer on Elm St');
    expect(group.title).toBe('Offer on Elm St');
    expect(group.participants).toHaveLength(3);
  });

  it('refuses a conversation with only oneself, or with someone who does not exist, and writes nothing', async () => {
    const a = await t.user({});
    const before = (await t.database.db.select().from(conversations)).length;
    const self = await t.call({ method: 'POST', url: '/api/v1/conversations', token: a.token, payload: { user_ids: [a.user.id] }, remoteAddress: nextIp() });
    expectError(self, 422, m.notYourself);
    const ghost = await t.call({ method: 'POST', url: '/api/v1/conversations', token: a.token, payload: { user_ids: [999_999] }, remoteAddress: nextIp() });
    expectError(ghost, 422, m.unknownParticipant);
    const none = await t.call({ method: 'POST', url: '/api/v1/conversations', token: a.token, payload: { user_ids: [] }, remoteAddress: nextIp() });
    expectError(none, 422, m.participantsRequired);
    expect((await t.database.db.select().from(conversations)).length).toBe(before);
  });

  it('reaches staff and people one shares something with; anyone else answers as an id nobody holds, in start and add', async () => {
    const buyer = await t.user({});
    const otherBuyer = await t.user({});
    const realtor = await t.user({ roles: ['Realtor'] });
    const seller = await t.user({ roles: ['Seller'] });
    const start = (from: { token: string }, ids: number[]) =>
      t.call({ method: 'POST', url: '/api/v1/conversations', token: from.token, payload: { user_ids: ids }, remoteAddress: nextIp() });
    const nobody = await start(buyer, [2_000_000_000]);
    expectError(nobody, 422, m.unknownParticipant);
    const stranger = await start(buyer, [otherBuyer.user.id]);
    expect(stranger.body).toBe(nobody.body);
    expectError(await start(seller, [buyer.user.id]), 422, m.unknownParticipant);
    // A listing joins its realtor and seller; the meeting a buyer books joins them with the listing's realtor.
    const property = await insertProperty(t.database.db, realtor.user.id, { seller_id: seller.user.id });
    expect((await start(seller, [realtor.user.id])).statusCode).toBe(201);
    const withRealtor = await startConversation(t, buyer, [realtor]);
    expectError(await update(buyer.token, withRealtor.id, { add_user_ids: [otherBuyer.user.id] }), 422, m.unknownParticipant);
    expectError(await update(buyer.token, withRealtor.id, { add_user_ids: [seller.user.id] }), 422, m.unknownParticipant);
    expectError(await start(realtor, [otherBuyer.user.id]), 422, m.unknownParticipant);
    await bookedTour(t, otherBuyer.token, 'video_tour', { property_id: property.id });
    expect((await start(realtor, [otherBuyer.user.id])).statusCode).toBe(201);
    // Once in a conversation together, people may message each other directly.
    expect((await update(realtor.token, withRealtor.id, { add_user_ids: [seller.user.id] })).statusCode).toBe(200);
    expect((await start(seller, [buyer.user.id])).statusCode).toBe(201);
  });

  it('needs a session', async () => {
    const b = await t.user({});
    expect((await t.call({ method: 'POST', url: '/api/v1/conversations', payload: { user_ids: [b.user.id] } })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/v1/conversations' })).statusCode).toBe(401);
  });
});

describe('listing and searching conversations', () => {
  it("lists only the caller's conversations, most recent first, with unread counts, and searches names and text", async () => {
    const me = await t.user({ name: 'Mia Mover' });
    const carl = await t.user({ name: 'Carl Closer', roles: ['Realtor'] });
    const dana = await t.user({ name: 'Dana Dealer', roles: ['Realtor'] });
    const outsider = await t.user({});
    const withCarl = await startConversation(t, me, [carl]);
    const withDana = await startConversation(t, me, [dana]);
    await sendText(t, dana, withDana.id, 'The inspection report is attached');
    await sendText(t, carl, withCarl.id, 'Escrow closes Friday');
    await sendText(t, carl, withCarl.id, 'Bring your ID');

    const mine = await list(me.token);
    expect(mine.statusCode).toBe(200);
    expect(idsOf(mine)).toEqual([withCarl.id, withDana.id]);
    const body = mine.json() as { data: Conversation[]; unread_count: number };
    expect(body.unread_count).toBe(3);
    expect(body.data[0]!.message_count).toBe(2);
    expect(body.data[0]!.last_message?.body).toBe('Bring your ID');
    expect(body.data[0]!.participants.find((p) => p.user_id === carl.user.id)?.message_count).toBe(0);

    expect(idsOf(await list(me.token, '?query=dana'))).toEqual([withDana.id]);
    expect(idsOf(await list(me.token, '?query=escrow'))).toEqual([withCarl.id]);
    expect(idsOf(await list(me.token, '?query=100%25'))).toEqual([]);
    expect(idsOf(await list(outsider.token))).toEqual([]);
    expect(idsOf(await list(outsider.token, '?query=escrow'))).toEqual([]);
  });
});

describe('changing a conversation', () => {
  it('renames, archives for the caller only, and adds people', async () => {
    const [a, b, c] = [await t.user({}), await t.user({ roles: ['Realtor'] }), await t.user({ roles: ['Realtor'] })];
    const conversation = await startConversation(t, a, [b]);
    const renamed = await update(a.token, conversation.id, { title: 'Closing day', archived: 1, add_user_ids: [c.user.id] });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const data = (renamed.json() as { data: Conversation }).data;
    expect(data.title).toBe('Closing day');
    expect(data.archived).toBe(1);
    expect(data.participants.map((p) => p.user_id)).toContain(c.user.id);
    expect(idsOf(await list(a.token))).not.toContain(conversation.id);
    expect(idsOf(await list(a.token, '?archived=1'))).toContain(conversation.id);
    expect(idsOf(await list(b.token))).toContain(conversation.id);
    expect(idsOf(await list(c.token))).toContain(conversation.id);
    // With a third person it is no longer the pair's 1:1 conversation: messaging b again starts a new one.
    expect((await startConversation(t, a, [b])).id).not.toBe(conversation.id);
  });

  it('lets a participant leave, only the starter remove others, and keeps two people', async () => {
    const [starter, b, c] = [await t.user({}), await t.user({ roles: ['Realtor'] }), await t.user({ roles: ['Realtor'] })];
    const group = await startConversation(t, starter, [b, c], 'Team');
    expectError(await update(b.token, group.id, { remove_user_ids: [c.user.id] }), 403, m.onlyCreatorRemoves);
    const left = await update(b.token, group.id, { remove_user_ids: [b.user.id] });
    expect(left.statusCode, left.body).toBe(200);
    expect((left.json() as { data: unknown }).data).toBeNull();
    expect((await t.call({ method: 'GET', url: `/api/v1/messages?conversation_id=${group.id}`, token: b.token })).statusCode).toBe(404);
    expectError(await update(starter.token, group.id, { remove_user_ids: [c.user.id] }), 422, m.lastParticipant);
  });

  it('is refused to a non-participant with 404, and nothing changes', async () => {
    const [a, b, stranger] = [await t.user({}), await t.user({ roles: ['Realtor'] }), await t.user({ roles: ['Admin'] })];
    const conversation = await startConversation(t, a, [b]);
    expectError(await update(stranger.token, conversation.id, { title: 'Mine now', add_user_ids: [stranger.user.id] }), 404, m.conversationNotFound);
    expectError(await update(stranger.token, 999_999, { title: 'x' }), 404, m.conversationNotFound);
    expect((await update('', conversation.id, { title: 'x' })).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(conversations).where(eq(conversations.id, conversation.id));
    expect(row!.title).toBeNull();
    const people = await t.database.db.select().from(conversationParticipants).where(eq(conversationParticipants.conversation_id, conversation.id));
    expect(people.map((p) => p.user_id).sort()).toEqual([a.user.id, b.user.id].sort());
  });
});
