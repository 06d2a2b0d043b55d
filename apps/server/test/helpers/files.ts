import { deflateSync } from 'node:zlib';

/*
 * Real files built in memory, for uploads that the server checks by content. Kept free of test-runner
 * imports so the browser suite (e2e) can use them too.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

type Rgb = [number, number, number];

/**
 * A real, valid RGB PNG image of the given size: a red square, or a vertical gradient between two colours
 * (the browser suite uploads those as listing photos).
 */
export function pngImage(width = 2, height = 2, gradient: { from: Rgb; to: Rgb } = { from: [255, 0, 0], to: [255, 0, 0] }): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const pixels = Buffer.concat(
    Array.from({ length: height }, (_, y) => {
      const t = y / Math.max(1, height - 1);
      const colour = gradient.from.map((start, c) => Math.round(start + (gradient.to[c]! - start) * t));
      // Each row starts with filter type 0 (none).
      return Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from(colour))]);
    }),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small but real PDF document. */
export function pdfDocument(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
}
