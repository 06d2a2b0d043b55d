import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** index.html for one path, as sent: plain and in the two encodings browsers ask for. */
export type IndexHtml = { plain: Buffer; br: Buffer; gzip: Buffer };

/** The page the client router takes over: index.html, naming what the path's first render will load. */
export type IndexPage = (path: string) => IndexHtml;

/**
 * `html` with its compressed forms. `quick` is for pages compressed while a visitor waits (a listing's page):
 * brotli's best level takes tens of milliseconds on a page of that size, a middle level a few.
 */
export function encoded(html: string, options: { quick?: boolean } = {}): IndexHtml {
  const plain = Buffer.from(html);
  const brotliParams = options.quick ? { [constants.BROTLI_PARAM_QUALITY]: 5 } : {};
  return { plain, br: brotliCompressSync(plain, { params: brotliParams }), gzip: gzipSync(plain) };
}
