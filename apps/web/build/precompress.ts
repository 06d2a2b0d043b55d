import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|css|html|svg|json)$/;
/** Below this a compressed copy saves less than it costs to look for. */
const MIN_BYTES = 1024;

/**
 * Writes a Brotli and a gzip copy beside every text file of the build. The server sends the copy the browser
 * accepts (`preCompressed` in apps/server/src/platform/http/web-app.ts): without them every script went out
 * uncompressed, about three times its size, and compressing per request would cost the server's CPU instead.
 */
export function precompress(): Plugin {
  return {
    name: 'openhouse-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!TEXT.test(fileName)) continue;
        const path = join(dir, fileName);
        const content = readFileSync(path);
        if (content.length < MIN_BYTES) continue;
        writeFileSync(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }));
        writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}
