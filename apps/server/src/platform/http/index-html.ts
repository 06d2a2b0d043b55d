import { brotliCompressSync, gzipSync } from 'node:zlib';

/** index.html for one path, as sent: plain and in the two encodings browsers ask for. */
export type IndexHtml = { plain: Buffer; br: Buffer; gzip: Buffer };

/** The page the client router takes over: index.html, naming what the path's first render will load. */
export type IndexPage = (path: string) => IndexHtml;

export function encoded(html: string): IndexHtml {
  const plain = Buffer.from(html);
  return { plain, br: brotliCompressSync(plain), gzip: gzipSync(plain) };
}
