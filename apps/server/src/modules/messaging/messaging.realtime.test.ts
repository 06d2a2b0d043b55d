import type { AddressInfo } from 'node:net';
import { MESSAGE_EVENTS, type JoinAnswer, type ReadEvent, type TypingEvent } from '@openhouse/shared/messaging/events';
import { messagingMessages as m } from '@openhouse/shared/messaging/messages';
import type { Message } from '@openhouse/shared/messaging/schemas';
import type { Notification } from '@openhouse/shared/notifications/schemas';
import type { Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers/app';
import { instanceWorlds, worldOfBlock } from '../../../test/helpers/instances';
import { sendText, startConversation } from '../../../test/helpers/messaging';
import { collect, connectSocket, until } from '../../../test/helpers/sockets';

const sockets: Socket[] = [];
afterAll(() => {
  for (const socket of sockets) socket.close();
});

const urls = new WeakMap<TestApp, Promise<string>>();
/** The app's URL, listening on a free port the first time it is asked. */
function urlOf(t: TestApp): Promise<string> {
  let url = urls.get(t);
  if (!url) {
    url = t.app.listen({ port: 0, host: '127.0.0.1' }).then(() => `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`);
    urls.set(t, url);
  }
  return url;
}

async function socketOn(t: TestApp, token?: string): Promise<Socket> {
  const socket = await connectSocket(await urlOf(t), token === undefined ? {} : { token });
  sockets.push(socket);
  return socket;
}

const join = (socket: Socket, conversationId: unknown): Promise<JoinAnswer> => socket.timeout(5000).emitWithAck(MESSAGE_EVENTS.join, { conversation_id: conversationId });
const refused: JoinAnswer = { ok: false, message: m.conversationNotFound };

describe.each(await instanceWorlds('the messaging realtime tests'))('messaging live $name', ({ build, skip }) => {
  const world = worldOfBlock(build, skip);

  it.skipIf(skip)('delivers a message sent through A to a participant connected to B, and never to a non-participant', async () => {
    const sender = await world.a.user({ name: 'Sam Sender' });
    const reader = await world.a.user({ name: 'Rae Reader', roles: ['Realtor'] });
    const stranger = await world.a.user({ roles: ['Admin'] });
    const conversation = await startConversation(world.a, sender, [reader]);
    const strangersOwn = await startConversation(world.a, sender, [stranger]);

    const readerSocket = await socketOn(world.b, reader.token);
    const strangerSocket = await socketOn(world.b, stranger.token);
    const anonymous = await socketOn(world.b);
    expect(await join(readerSocket, conversation.id)).toEqual({ ok: true });
    expect(await join(strangerSocket, conversation.id)).toEqual(refused);
    expect(await join(anonymous, conversation.id)).toEqual(refused);
    expect(await join(strangerSocket, 'x; drop table')).toEqual(refused);
    const toReader = collect<Message>(readerSocket, MESSAGE_EVENTS.newMessage);
    const toStranger = collect<Message>(strangerSocket, MESSAGE_EVENTS.newMessage);
    const toAnonymous = collect<Message>(anonymous, MESSAGE_EVENTS.newMessage);

    const sent = await sendText(world.a, sender, conversation.id, 'Live across instances');
    await until(() => toReader.length === 1, 'the message on B');
    expect(toReader[0]).toEqual(sent);
    // A later message to the stranger's own conversation arrives after the first would have: absence shown.
    const marker = await sendText(world.a, sender, strangersOwn.id, 'marker');
    await until(() => toStranger.length > 0, "the stranger's own message");
    expect(toStranger.map((message) => message.id)).toEqual([marker.id]);
    expect(toAnonymous).toEqual([]);
  });

  it.skipIf(skip)('carries typing to the other participants in the room only, and read receipts back to the sender', async () => {
    const writer = await world.a.user({ name: 'Tia Typist' });
    const watcher = await world.a.user({ roles: ['Realtor'] });
    const stranger = await world.a.user({ roles: ['Realtor'] });
    const conversation = await startConversation(world.a, writer, [watcher]);
    const writerSocket = await socketOn(world.a, writer.token);
    const watcherSocket = await socketOn(world.b, watcher.token);
    const strangerSocket = await socketOn(world.b, stranger.token);
    expect(await join(writerSocket, conversation.id)).toEqual({ ok: true });
    expect(await join(watcherSocket, conversation.id)).toEqual({ ok: true });
    expect(await join(strangerSocket, conversation.id)).toEqual(refused);
    const typingSeen = collect<TypingEvent>(watcherSocket, MESSAGE_EVENTS.typing);
    const typingEcho = collect<TypingEvent>(writerSocket, MESSAGE_EVENTS.typing);
    const strangerTyping = collect<TypingEvent>(strangerSocket, MESSAGE_EVENTS.typing);
    // A socket that was refused cannot type into the room either.
    strangerSocket.emit(MESSAGE_EVENTS.typing, { conversation_id: conversation.id });
    writerSocket.emit(MESSAGE_EVENTS.typing, { conversation_id: conversation.id });
    await until(() => typingSeen.length === 1, 'the typing indicator');
    expect(typingSeen[0]).toEqual({ conversation_id: conversation.id, user_id: writer.user.id, name: 'Tia Typist' });

    const receipts = collect<ReadEvent>(writerSocket, MESSAGE_EVENTS.read);
    const sent = await sendText(world.a, writer, conversation.id, 'Did you see this?');
    const marked = await world.b.call({ method: 'POST', url: '/api/v1/message-count', token: watcher.token, payload: { conversation_id: conversation.id } });
    expect(marked.statusCode, marked.body).toBe(200);
    await until(() => receipts.length === 1, 'the read receipt');
    expect(receipts[0]).toEqual({ conversation_id: conversation.id, user_id: watcher.user.id, last_read_message_id: sent.id });
    expect(typingEcho).toEqual([]);
    expect(strangerTyping).toEqual([]);
  });

  it.skipIf(skip)('sends no notice to a participant who is connected, and one to a participant who is not', async () => {
    const sender = await world.a.user({ name: 'Ned Notifier' });
    const online = await world.a.user({ roles: ['Realtor'] });
    const offline = await world.a.user({ roles: ['Realtor'] });
    const group = await startConversation(world.a, sender, [online, offline], 'Showing');
    await socketOn(world.b, online.token);
    await sendText(world.a, sender, group.id, 'See you at 3');
    await world.a.app.platform.events.idle();
    const notices = async (token: string) => ((await world.a.call({ method: 'GET', url: '/api/v1/notification?limit=10', token })).json() as { data: Notification[] }).data;
    expect((await notices(offline.token)).map((n) => n.message)).toEqual(['Ned Notifier sent you a message.']);
    expect(await notices(online.token)).toEqual([]);
  });

  it.skipIf(skip)('takes a removed participant out of the room on every instance', async () => {
    const starter = await world.a.user({});
    const kept = await world.a.user({ roles: ['Realtor'] });
    const removed = await world.a.user({ roles: ['Realtor'] });
    const group = await startConversation(world.a, starter, [kept, removed], 'Crew');
    const removedSocket = await socketOn(world.b, removed.token);
    expect(await join(removedSocket, group.id)).toEqual({ ok: true });
    const seen = collect<Message>(removedSocket, MESSAGE_EVENTS.newMessage);
    const changed = await world.a.call({ method: 'PUT', url: `/api/v1/conversations/${group.id}`, token: starter.token, payload: { remove_user_ids: [removed.user.id] } });
    expect(changed.statusCode, changed.body).toBe(200);
    await sendText(world.a, starter, group.id, 'Only for the crew now');
    const own = await startConversation(world.a, starter, [removed]);
    const marker = await sendText(world.a, starter, own.id, 'marker');
    await until(() => seen.length > 0, 'the marker');
    expect(seen.map((message) => message.id)).toEqual([marker.id]);
    expect(await join(removedSocket, group.id)).toEqual(refused);
  });
});
