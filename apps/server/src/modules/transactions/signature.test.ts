import { transactionMessages as m } from '@openhouse/shared/transactions/messages';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pngImage } from '../../../test/helpers/files';
import { AppError } from '../../platform/http/errors';
import { checkSignature, cleanTypedName, decodeDrawnSignature } from './signature';

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

async function refusal(input: Parameters<typeof checkSignature>[0]): Promise<AppError> {
  const error = await checkSignature(input).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('drawn signatures', () => {
  it('accepts what a signature pad draws: a transparent (RGBA) PNG', async () => {
    const png = await sharp({ create: { width: 400, height: 120, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const checked = await checkSignature({ signature_type: 'drawn', drawn_signature: dataUrl(png) });
    expect(checked).toMatchObject({ type: 'drawn', dataUrl: dataUrl(png) });
    expect(checked.type === 'drawn' && checked.png.equals(png)).toBe(true);
  });

  it('refuses an image declaring huge dimensions before decoding it', async () => {
    const png = Buffer.from(pngImage(2, 2));
    png.writeUInt32BE(5000, 16);
    expect(decodeDrawnSignature(dataUrl(png))).toBeNull();
    const error = await refusal({ signature_type: 'drawn', drawn_signature: dataUrl(png) });
    expect(error.status).toBe(422);
    expect(error.errors).toEqual({ drawn_signature: [m.drawnInvalid] });
  });

  it('takes exactly 200 kB and no more', () => {
    const base = pngImage(2, 2);
    const at = (size: number) => Buffer.concat([base, Buffer.alloc(size - base.length)]);
    expect(decodeDrawnSignature(dataUrl(at(200 * 1024)))).not.toBeNull();
    expect(decodeDrawnSignature(dataUrl(at(200 * 1024 + 1)))).toBeNull();
  });
});

describe('typed signatures', () => {
  it('are stamped without control characters and with single spaces', async () => {
    expect(cleanTypedName('  Jane\u0000\t  Q.\u200e Buyer ')).toBe('Jane Q. Buyer');
    expect(await checkSignature({ signature_type: 'typed', typed_name: ' Zoë  Ng ' })).toEqual({ type: 'typed', typedName: 'Zoë Ng' });
    expect(await checkSignature({ signature_type: 'typed', typed_name: '山田' })).toEqual({ type: 'typed', typedName: '山田' });
  });

  it.each(['', 'J', '  J  ', '42', '--'])('need at least two characters and a letter (%j)', async (name) => {
    const error = await refusal({ signature_type: 'typed', typed_name: name });
    expect(error.errors).toEqual({ typed_name: [m.typedNameMismatch] });
  });
});
