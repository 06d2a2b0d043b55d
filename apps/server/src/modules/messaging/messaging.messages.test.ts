import { messagingMessages as m } from '@openhouse/shared/messaging/messages';
import type { Message } from '@openhouse/shared/messaging/schemas';
import type { Notification } from '@openhouse/shared/notifications/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { expectError, multipart, nextIp, pdfDocument, pngImage } from '../../../test/helpers/accounts';
import { mp3Audio, postMessage, sendText, startConversation } from '../../../test/helpers/messaging';
import { messageAttachments, messages } from './messaging.schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const page = (token: string, conversationId: number, query = '') => t.call({ method: 'GET', url: `/api/v1/messages?conversation_id=${conversationId}${query}`, token });
const markRead = (token: string, conversationId: number) => t.call({ method: 'POST', url: '/api/v1/message-count', token, payload: { conversation_id: conversationId } });
const unread = async (token: string) => (await t.call({ method: 'GET', url: '/api/v1/message-count', token })).json() as { unread_count: number };
const notificationsOf = async (token: string) => ((await t.call({ method: 'GET', url: '/api/v1/notification?limit=10', token })).json() as { data: Notification[] }).data;

function sendFiles(token: string, conversationId: number, files: { filename: string; contentType: string; content: Buffer }[], body = '') {
  const form = multipart([{ name: 'conversation_id', value: String(conversationId) }, { name: 'body', value: body }, ...files.map((file) => ({ name: 'files', ...file }))]);
  return t.call({ method: 'POST', url: '/api/v1/messages', token, ...form, remoteAddress: nextIp() });
}

async function pair() {
  const buyer = await t.user({ name: 'Bea Buyer' });
  const realtor = await t.user({ name: 'Rita Realtor', roles: ['Realtor'] });
  const conversation = await startConversation(t, buyer, [realtor]);
  return { buyer, realtor, conversation };
}

describe('sending and reading messages', () => {
  it('pages a thread newest last, page 1 being the newest, and trims what was sent', async () => {
    const { buyer, realtor, conversation } = await pair();
    for (let n = 1; n <= 5; n += 1) await sendText(t, n % 2 ? buyer : realtor, conversation.id, `  message ${n}  `);
    const first = await page(realtor.token, conversation.id, '&per_page=2');
    expect(first.statusCode).toBe(200);
    const body = first.json() as { data: Message[]; total: number; last_page: number };
    expect(body.data.map((message) => message.body)).toEqual(['message 4', 'message 5']);
    expect(body.total).toBe(5);
    expect(body.last_page).toBe(3);
    expect(body.data[1]!.sender?.name).toBe('Bea Buyer');
    const older = (await page(realtor.token, conversation.id, '&per_page=2&page=3')).json() as { data: Message[] };
    expect(older.data.map((message) => message.body)).toEqual(['message 1']);
  });

  it('refuses an empty message and one over 5000 characters', async () => {
    const { buyer, conversation } = await pair();
    expectError(await postMessage(t, buyer, conversation.id, '   '), 422, m.messageEmpty);
    expectError(await postMessage(t, buyer, conversation.id, 'x'.repeat(5001)), 422, m.messageTooLong);
  });

  it('keeps HTML as text: it is stored and answered as typed, for the page to escape', async () => {
    const { buyer, conversation } = await pair();
    const sent = await sendText(t, buyer, conversation.id, '<img src=x onerror=alert(1)>');
    expect(sent.body).toBe('<img src=x onerror=alert(1)>');
  });

  it('counts unread messages per conversation and in total, and a read mark clears them', async () => {
    const { buyer, realtor, conversation } = await pair();
    const before = (await unread(realtor.token)).unread_count;
    await sendText(t, buyer, conversation.id, 'Is it still available?');
    await sendText(t, buyer, conversation.id, 'I can visit Sunday.');
    expect((await unread(realtor.token)).unread_count).toBe(before + 2);
    expect((await unread(buyer.token)).unread_count).toBe(0);
    const marked = await markRead(realtor.token, conversation.id);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toEqual({ message: m.markedRead, unread_count: before });
    const view = ((await t.call({ method: 'GET', url: '/api/v1/conversations', token: buyer.token })).json() as { data: { id: number; participants: { user_id: number; last_read_message_id: number }[] }[] }).data;
    const receipt = view.find((c) => c.id === conversation.id)!.participants.find((p) => p.user_id === realtor.user.id)!;
    expect(receipt.last_read_message_id).toBeGreaterThan(0);
  });

  it("tells participants with no socket connected through a 'new message' notice linking to the conversation", async () => {
    const { buyer, realtor, conversation } = await pair();
    await sendText(t, buyer, conversation.id, 'Hello there');
    await t.app.platform.events.idle();
    const notices = await notificationsOf(realtor.token);
    expect(notices.map((n) => [n.message, n.path])).toContainEqual(['Bea Buyer sent you a message.', `/messages?conversation=${conversation.id}`]);
    expect((await notificationsOf(buyer.token)).some((n) => n.message.includes('sent you a message'))).toBe(false);
  });

  it('lists each conversation once for the dashboard, with its newest message, the three most recent first', async () => {
    const { buyer, realtor, conversation } = await pair();
    for (const text of ['one', 'two', 'three', 'four']) await sendText(t, buyer, conversation.id, text);
    await sendText(t, realtor, conversation.id, 'my own reply');
    const seller = await t.user({ name: 'Sam Seller' });
    const quiet = await startConversation(t, seller, [realtor]);
    await sendText(t, seller, quiet.id, 'older conversation');
    const colleague = await t.user({ name: 'Otto Agent', roles: ['Realtor'] });
    const group = await startConversation(t, buyer, [realtor, colleague], 'Closing team');
    await sendText(t, colleague, group.id, 'group news');
    // Two in a row from one conversation: taking the newest messages as they came listed it twice.
    await sendText(t, buyer, conversation.id, 'almost newest');
    await sendText(t, buyer, conversation.id, 'newest of all');
    const recent = await t.call({ method: 'GET', url: '/api/v1/recent_messages', token: realtor.token });
    expect(recent.statusCode).toBe(200);
    const data = (recent.json() as { data: (Message & { conversation_name: string })[] }).data;
    expect(data.map((message) => [message.conversation_name, message.body])).toEqual([
      ['Bea Buyer', 'newest of all'],
      ['Closing team', 'group news'],
      ['Sam Seller', 'older conversation'],
    ]);
    expect(new Set(data.map((message) => message.conversation_id)).size).toBe(data.length);
    // A one-to-one chat is named after the other person even when its newest message is the caller's own.
    await sendText(t, realtor, quiet.id, 'my answer');
    const after = ((await t.call({ method: 'GET', url: '/api/v1/recent_messages', token: realtor.token })).json() as { data: (Message & { conversation_name: string })[] }).data;
    expect(after[0]).toMatchObject({ conversation_name: 'Sam Seller', body: 'my answer' });
    expect(after).toHaveLength(3);
  });
});

describe('attachments', () => {
  it('stores an image and an audio file checked by content, served to participants only', async () => {
    const { buyer, realtor, conversation } = await pair();
    const stranger = await t.user({ roles: ['Admin'] });
    const response = await sendFiles(buyer.token, conversation.id, [
      { filename: 'kitchen.png', contentType: 'image/png', content: pngImage(4, 4) },
      { filename: '../../voice note.mp3', contentType: 'audio/mpeg', content: mp3Audio() },
    ], 'Photos and a voice note');
    expect(response.statusCode, response.body).toBe(201);
    const sent = (response.json() as { data: Message }).data;
    expect(sent.attachments.map((file) => [file.kind, file.name, file.content_type])).toEqual([
      ['image', 'kitchen.png', 'image/png'],
      ['audio', 'voice note.mp3', 'audio/mpeg'],
    ]);
    const url = sent.attachments[0]!.url;
    const asRealtor = await t.call({ method: 'GET', url, token: realtor.token });
    expect(asRealtor.statusCode).toBe(200);
    expect(asRealtor.headers['content-type']).toBe('image/png');
    expect(asRealtor.rawPayload.equals(pngImage(4, 4))).toBe(true);
    expect((await t.call({ method: 'GET', url: `${url}?token=${realtor.token}` })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url, token: stranger.token })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('refuses a file that is not an image, audio or video by its bytes, whatever its name, and stores nothing', async () => {
    const { buyer, conversation } = await pair();
    const before = await t.database.db.select().from(messages).where(eq(messages.conversation_id, conversation.id));
    expectError(await sendFiles(buyer.token, conversation.id, [{ filename: 'contract.pdf', contentType: 'application/pdf', content: pdfDocument() }]), 422, m.attachmentType);
    expectError(await sendFiles(buyer.token, conversation.id, [{ filename: 'photo.png', contentType: 'image/png', content: Buffer.from('MZ not an image at all') }]), 422, m.attachmentType);
    const after = await t.database.db.select().from(messages).where(eq(messages.conversation_id, conversation.id));
    expect(after).toEqual(before);
  });

  it('refuses an image over its 10 MB limit with 413', async () => {
    const { buyer, conversation } = await pair();
    const big = Buffer.concat([pngImage(2, 2), Buffer.alloc(10 * 1024 * 1024 + 1)]);
    expectError(await sendFiles(buyer.token, conversation.id, [{ filename: 'huge.png', contentType: 'image/png', content: big }]), 413, m.attachmentTooLarge);
  });
});

describe('only participants', () => {
  it('gets 404 for the messages, the sending, the read mark of a conversation they are not in; nothing is written', async () => {
    const { buyer, conversation } = await pair();
    await sendText(t, buyer, conversation.id, 'private');
    const before = (await t.database.db.select().from(messages)).length;
    const attachmentsBefore = (await t.database.db.select().from(messageAttachments)).length;
    for (const roles of [['Buyer'], ['Realtor'], ['Admin']] as const) {
      const stranger = await t.user({ roles: [...roles] });
      expectError(await page(stranger.token, conversation.id), 404, m.conversationNotFound);
      expectError(await postMessage(t, stranger, conversation.id, 'let me in'), 404, m.conversationNotFound);
      expectError(await sendFiles(stranger.token, conversation.id, [{ filename: 'a.png', contentType: 'image/png', content: pngImage(2, 2) }]), 404, m.conversationNotFound);
      expectError(await markRead(stranger.token, conversation.id), 404, m.conversationNotFound);
      expect(((await t.call({ method: 'GET', url: '/api/v1/recent_messages', token: stranger.token })).json() as { data: unknown[] }).data).toEqual([]);
    }
    expect((await page('', conversation.id)).statusCode).toBe(401);
    expect((await postMessage(t, { token: '' }, conversation.id, 'x')).statusCode).toBe(401);
    expect((await t.database.db.select().from(messages)).length).toBe(before);
    expect((await t.database.db.select().from(messageAttachments)).length).toBe(attachmentsBefore);
  });
});

describe('agents and the realtime token', () => {
  it('lists realtors by name to anyone signed in, names only', async () => {
    const realtor = await t.user({ name: 'Agatha Agentson', roles: ['Realtor'] });
    const buyer = await t.user({ name: 'Agatha Buyerly' });
    const answer = await t.call({ method: 'GET', url: '/api/v1/agent_list?query=agatha', token: buyer.token });
    expect(answer.statusCode).toBe(200);
    expect((answer.json() as { data: unknown[] }).data).toEqual([{ id: realtor.user.id, name: 'Agatha Agentson', picture: null }]);
    expect((await t.call({ method: 'GET', url: '/api/v1/agent_list' })).statusCode).toBe(401);
  });

  it("answers the session's token for the built-in realtime channel", async () => {
    const { user, token } = await t.user({});
    const answer = await t.call({ method: 'GET', url: '/api/v1/twilio/token', token });
    expect(answer.json()).toEqual({ data: { provider: 'openhouse', token, identity: String(user.id), socket_path: '/socket.io' } });
    expect((await t.call({ method: 'GET', url: '/api/v1/twilio/token' })).statusCode).toBe(401);
  });
});
