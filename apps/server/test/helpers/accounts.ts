import { randomBytes } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { users, verificationCodes } from '../../src/modules/accounts/accounts.schema';
import { authTokens } from '../../src/platform/auth/auth.schema';
import type { Db } from '../../src/platform/db/client';
import { outboxMessages } from '../../src/platform/mail/outbox.schema';
import type { TestApp } from './app';

let ipCounter = 0;

/**
 * A client address not used before in this process. Rate limits count per address, so a test
 * that makes many calls to a limited route takes its own.
 */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

let nameCounter = 0;

/** A unique lower-case word for e-mails and user names. */
export function uniqueWord(prefix = 'user'): string {
  nameCounter += 1;
  return `${prefix}${nameCounter}${randomBytes(3).toString('hex')}`;
}

/** A valid registration payload (a buyer); override any field. */
export function registration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const word = uniqueWord('reg');
  return {
    name: 'Jane Buyer',
    user_name: word,
    email: `${word}@example.com`,
    password: 'Qz7!kLm2pw',
    password_confirmation: 'Qz7!kLm2pw',
    phone: '(415) 555-2671',
    mobile: '(415) 555-2671',
    enabled: 0,
    terms: true,
    ...overrides,
  };
}

export async function countRows(db: Db, table: typeof users | typeof authTokens | typeof outboxMessages | typeof verificationCodes): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return Number(row!.n);
}

export async function userByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

export async function userById(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Every outbox message to a recipient, newest first. */
export async function outboxFor(db: Db, recipient: string, channel?: 'email' | 'sms') {
  return db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, recipient), channel ? eq(outboxMessages.channel, channel) : undefined))
    .orderBy(desc(outboxMessages.id));
}

/** The newest outbox message to a recipient; fails the test when there is none. */
export async function lastOutbox(db: Db, recipient: string, channel?: 'email' | 'sms') {
  const [row] = await outboxFor(db, recipient, channel);
  expect(row, `an outbox message to ${recipient}`).toBeDefined();
  return row!;
}

/** The 6-digit code of a text ("... code is 123456 ..."). */
export function codeIn(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  expect(match, `a 6-digit code in: ${text}`).not.toBeNull();
  return match![1]!;
}

/** The newest SMS code sent to a phone number (E.164). */
export async function lastSmsCode(db: Db, phone: string): Promise<string> {
  return codeIn((await lastOutbox(db, phone, 'sms')).body_text);
}

/** The first link of a text that contains `path`. */
export function linkIn(text: string, path: string): URL {
  const match = new RegExp(`https?://\\S*${path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\S*`).exec(text);
  expect(match, `a link to ${path} in: ${text}`).not.toBeNull();
  return new URL(match![0]);
}

/** Live (not revoked) tokens of a user. */
export async function tokensOf(db: Db, userId: number) {
  return db.select().from(authTokens).where(eq(authTokens.user_id, userId)).orderBy(authTokens.id);
}

export async function codesOf(db: Db, userId: number, purpose: (typeof verificationCodes.$inferSelect)['purpose']) {
  return db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.user_id, userId), eq(verificationCodes.purpose, purpose)))
    .orderBy(desc(verificationCodes.id));
}

/** Asserts a JSON error answer: status, message and (optionally) the message of each field. */
export function expectError(response: LightMyRequestResponse, status: number, message: string, fields?: Record<string, string>): void {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json() as { message: string; errors?: Record<string, string[]> };
  expect(body.message).toBe(message);
  for (const [field, fieldMessage] of Object.entries(fields ?? {})) {
    expect(body.errors?.[field], `errors.${field} in ${response.body}`).toContain(fieldMessage);
  }
}

/** POST /login from a fresh address. */
export function login(t: TestApp, email: string, password: string, extra: Record<string, unknown> = {}): Promise<LightMyRequestResponse> {
  return t.call({ method: 'POST', url: '/api/v1/login', payload: { email, password, ...extra }, remoteAddress: nextIp() });
}

/** Milliseconds between an ISO time and now (positive when in the future). */
export function msFromNow(iso: string): number {
  return new Date(iso).getTime() - Date.now();
}

// ---------------------------------------------------------------------------------------------
// Files

export { pdfDocument, pngImage } from './files';

export type MultipartPart =
  | { name: string; value: string }
  | { name: string; filename: string; contentType: string; content: Buffer };

/** A multipart/form-data body and its content-type header, built by hand. */
export function multipart(parts: MultipartPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----openhouse${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('filename' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`,
        ),
        part.content,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Signs in with a password and answers the session's bearer token (the demo accounts' tests). */
export async function signInToken(t: TestApp, email: string, password: string): Promise<string> {
  const response = await login(t, email, password);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { authorization: { token: string } } }).data.authorization.token;
}
