import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A fresh opaque token: 256 random bits, URL-safe. Only its digest is ever stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function digest(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Compares two digests without leaking where they differ. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A numeric one-time code of `length` digits, uniformly random. */
export function numericCode(length = 6): string {
  const max = 10 ** length;
  let value: number;
  do {
    value = randomBytes(4).readUInt32BE(0);
  } while (value >= Math.floor(0x1_0000_0000 / max) * max);
  return String(value % max).padStart(length, '0');
}

export const SESSION_SECONDS = 60 * 60;
export const REMEMBER_SECONDS = 30 * 24 * 60 * 60;
/** A pre-verification token only has to live long enough to type a code. */
export const PRE_VERIFICATION_SECONDS = 15 * 60;
