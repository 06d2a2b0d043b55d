/**
 * The messaging bench's world, written straight to the database: BENCH_SOCKETS people (default 2,000), each
 * with a bearer token, split evenly into BENCH_CONVERSATIONS conversations (default 50).
 */
import { randomBytes } from 'node:crypto';
import { users } from '../src/modules/accounts/accounts.schema';
import { hashPassword } from '../src/modules/accounts/passwords';
import { issueToken } from '../src/modules/accounts/sessions';
import { addParticipants, insertConversation } from '../src/modules/messaging/messaging.repository';
import type { Platform } from '../src/platform/context';

export type MessagingWorld = { conversations: { id: number; people: { id: number; token: string }[] }[] };

export async function seedMessaging(platform: Platform, people: number, conversationCount: number): Promise<MessagingWorld> {
  const tag = randomBytes(4).toString('hex');
  const passwordHash = await hashPassword('Openhouse1!');
  const rows = await platform.db
    .insert(users)
    .values(Array.from({ length: people }, (_, index) => ({ email: `chat${tag}-${index}@example.com`, name: `Chatter ${index}`, user_name: `chat${tag}${index}`, password_hash: passwordHash, email_verified_at: new Date() })))
    .returning();
  const tokens: { id: number; token: string }[] = [];
  for (const user of rows) tokens.push({ id: user.id, token: (await issueToken(platform.db, user, { kind: 'access', remember: true, client: { ip: '127.0.0.1', userAgent: 'bench' } })).token });
  const size = Math.ceil(people / conversationCount);
  const conversations: MessagingWorld['conversations'] = [];
  for (let index = 0; index < conversationCount; index += 1) {
    const members = tokens.slice(index * size, (index + 1) * size);
    if (members.length < 2) break;
    const conversation = await insertConversation(platform.db, { title: `Bench room ${index}`, direct_key: null, created_by: members[0]!.id });
    await addParticipants(platform.db, conversation!.id, members.map((member) => member.id));
    conversations.push({ id: conversation!.id, people: members });
  }
  return { conversations };
}
