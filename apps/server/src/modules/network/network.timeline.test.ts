import type { TimelineEntry } from '@openhouse/shared/network/timeline-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { networkPeople, type NetworkPeople } from '../../../test/helpers/network';
import { meetingParticipants, meetings } from '../meetings/meetings.schema';
import { conversationParticipants, conversations, messages } from '../messaging/messaging.schema';

let t: TestApp;
let people: NetworkPeople;
beforeAll(async () => {
  t = await createTestApp();
  people = await networkPeople(t);
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST', url: string, token: string | undefined, payload?: object) => t.call({ method, url: `/api/v1${url}`, token, payload });
const timelineOf = async (id: number, token: string | undefined) => call('GET', `/network/${id}/timeline`, token);

describe("a prospect's timeline", () => {
  it('shows how they came, the notes, the messages with their account and the meetings, newest first', async () => {
    const { realtor, buyer, otherRealtor } = people;
    const prospect = (await call('POST', '/network', realtor.token, { name: 'Bea Buyer', user_name: 'beab', email: buyer.user.email })).json().data;
    expect((await call('POST', '/network-conversations', realtor.token, { network_id: prospect.id, message: 'Wants a yard.' })).statusCode).toBe(200);
    const db = t.database.db;
    const [conversation] = await db.insert(conversations).values({ title: null, created_by: realtor.user.id }).returning();
    await db.insert(conversationParticipants).values([{ conversation_id: conversation!.id, user_id: realtor.user.id }, { conversation_id: conversation!.id, user_id: buyer.user.id }]);
    await db.insert(messages).values([
      { conversation_id: conversation!.id, sender_id: buyer.user.id, body: 'Is the house on Elm still free?', created_at: new Date(Date.now() + 60_000) },
      { conversation_id: conversation!.id, sender_id: realtor.user.id, body: 'Yes, come and see it.', created_at: new Date(Date.now() + 120_000) },
    ]);
    const start = new Date(Date.now() + 86_400_000);
    const times = { starting_time: start, ending_time: new Date(start.getTime() + 3_600_000), time_zone: 'America/Los_Angeles' };
    const [invited] = await db.insert(meetings).values({ kind: 'meeting', organiser_id: realtor.user.id, subject: 'Walk-through', ...times }).returning();
    await db.insert(meetingParticipants).values({ meeting_id: invited!.id, user_id: buyer.user.id });
    await db.insert(meetings).values({ kind: 'appointment', organiser_id: realtor.user.id, subject: 'Call back', guest_email: buyer.user.email.toUpperCase(), ...times, starting_time: new Date(start.getTime() + 7_200_000), status: 'cancelled' });
    // Someone else's meeting with the same person is not this realtor's timeline.
    await db.insert(meetings).values({ kind: 'appointment', organiser_id: otherRealtor.user.id, subject: 'Not mine', guest_email: buyer.user.email, ...times });

    const response = await timelineOf(prospect.id, realtor.token);
    expect(response.statusCode, response.body).toBe(200);
    const entries = response.json().data as TimelineEntry[];
    expect(entries.map((entry) => [entry.kind, entry.title])).toEqual([
      ['meeting', 'Meeting (cancelled): Call back'],
      ['meeting', 'Meeting: Walk-through'],
      ['message', 'You wrote to Bea Buyer'],
      ['message', 'Bea Buyer wrote'],
      ['note', 'Note'],
      ['added', 'Added to the network'],
    ]);
    expect(entries[2]).toMatchObject({ detail: 'Yes, come and see it.', href: `/messages?conversation=${conversation!.id}` });
    expect(entries[4]).toMatchObject({ detail: 'Wants a yard.' });
  });

  it('tells a captured prospect by the project they came from, and needs no account', async () => {
    const { realtor, project } = people;
    const captured = await call('POST', '/add-qr-details', undefined, { name: 'Quinn Visitor', email: 'quinn@example.com', realtor_id: realtor.user.id, project_id: project.id });
    expect(captured.statusCode, captured.body).toBe(200);
    const list = (await call('GET', '/prospects?search=quinn', realtor.token)).json().data as { id: number }[];
    const entries = (await timelineOf(list[0]!.id, realtor.token)).json().data as TimelineEntry[];
    expect(entries).toEqual([expect.objectContaining({ kind: 'capture', title: 'Captured on the QR page', detail: expect.stringContaining(project.property_address.split(',')[0]!) })]);
  });

  it('is refused to the anonymous visitor, a buyer, another realtor and an admin', async () => {
    const { realtor, otherRealtor, buyer } = people;
    const admin = await t.user({ roles: ['Admin'] });
    const prospect = (await call('POST', '/network', realtor.token, { name: 'Private', user_name: 'private' })).json().data;
    expect((await timelineOf(prospect.id, undefined)).statusCode).toBe(401);
    expect((await timelineOf(prospect.id, buyer.token)).statusCode).toBe(403);
    expect((await timelineOf(prospect.id, otherRealtor.token)).statusCode).toBe(404);
    expect((await timelineOf(prospect.id, admin.token)).statusCode).toBe(404);
    expect((await timelineOf(999_999, realtor.token)).statusCode).toBe(404);
  });
});
