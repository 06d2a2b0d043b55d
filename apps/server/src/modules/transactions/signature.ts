import { transactionMessages as m } from '@openhouse/shared/transactions/messages';
import type { signContractSchema } from '@openhouse/shared/transactions/schemas';
import type { z } from 'zod';
import { invalidField } from '../../platform/http/errors';

export type CheckedSignature = { type: 'typed'; typedName: string } | { type: 'drawn'; dataUrl: string; png: Buffer };

const DATA_URL_PREFIX = 'data:image/png;base64,';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const DRAWN_MAX_BYTES = 200 * 1024;
/** A signature pad draws a few hundred pixels each way; anything far larger is refused before it is decoded. */
const MAX_SIDE = 4000;

/** A typed name as it will be stamped: control characters dropped, runs of spaces made one. */
export function cleanTypedName(value: string): string {
  return value
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The bytes of a drawn signature when the data URL holds a PNG within the limit, else null. */
export function decodeDrawnSignature(dataUrl: string): Buffer | null {
  if (!dataUrl.startsWith(DATA_URL_PREFIX)) return null;
  const base64 = dataUrl.slice(DATA_URL_PREFIX.length);
  if (base64.length === 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return null;
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > DRAWN_MAX_BYTES || bytes.length < 33) return null;
  if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE) || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  if (width === 0 || height === 0 || width > MAX_SIDE || height > MAX_SIDE) return null;
  return bytes;
}

/**
 * Checks a signature as given to POST /contract-signing/sign: a typed name of at least 2 characters with a
 * letter in it, or a drawn PNG that the contract can actually embed (so the final contract never fails on it).
 */
export async function checkSignature(input: Pick<z.output<typeof signContractSchema>, 'signature_type' | 'typed_name' | 'drawn_signature'>): Promise<CheckedSignature> {
  if (input.signature_type === 'typed') {
    const typedName = cleanTypedName(input.typed_name ?? '');
    if ([...typedName].length < 2 || !/\p{L}/u.test(typedName)) throw invalidField('typed_name', m.typedNameMismatch);
    return { type: 'typed', typedName };
  }
  const png = input.drawn_signature ? decodeDrawnSignature(input.drawn_signature) : null;
  if (!png || !(await embeds(png))) throw invalidField('drawn_signature', m.drawnInvalid);
  return { type: 'drawn', dataUrl: input.drawn_signature!, png };
}

async function embeds(png: Buffer): Promise<boolean> {
  // pdf-lib loads with the first contract work, not with the server (docs/ARCHITECTURE.md, "Starting the server").
  const { PDFDocument } = await import('pdf-lib');
  try {
    const doc = await PDFDocument.create({ updateMetadata: false });
    await doc.embedPng(png);
    return true;
  } catch {
    return false;
  }
}
