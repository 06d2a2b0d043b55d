import type { Conversation, Message } from '@openhouse/shared/messaging/schemas';
import { expect } from 'vitest';
import type { TestApp } from './app';
import { nextIp } from './accounts';

type Person = { user: { id: number }; token: string };

/** Starts (or finds) a conversation as `from` with these people; fails the test unless it is answered 201. */
export async function startConversation(t: TestApp, from: Person, with_: Person[], title?: string): Promise<Conversation> {
  const response = await t.call({
    method: 'POST',
    url: '/api/v1/conversations',
    token: from.token,
    payload: { user_ids: with_.map((person) => person.user.id), ...(title ? { title } : {}) },
    remoteAddress: nextIp(),
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: Conversation }).data;
}

/** Sends a text message as `from`; answers the raw response. */
export function postMessage(t: TestApp, from: { token: string }, conversationId: number, body: string) {
  return t.call({ method: 'POST', url: '/api/v1/messages', token: from.token, payload: { conversation_id: conversationId, body }, remoteAddress: nextIp() });
}

/** Sends a text message and fails the test unless it is stored. */
export async function sendText(t: TestApp, from: { token: string }, conversationId: number, body: string): Promise<Message> {
  const response = await postMessage(t, from, conversationId, body);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: Message }).data;
}

/** A tiny MP3 (an ID3 tag and one silent MPEG frame header) and a WAV header: enough for content checks. */
export function mp3Audio(): Buffer {
  const id3 = Buffer.from([0x49, 0x44, 0x33, 0x03, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]);
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  return Buffer.concat([id3, frame, frame]);
}
