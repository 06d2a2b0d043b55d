import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { connectSocket, type SocketOptions } from '../helpers/sockets';

/*
 * The Socket.IO handshake's Origin check (platform/realtime/realtime.ts), with a real client over a real
 * port: a page served by this server connects back under whatever host name it was opened (the public
 * URL here is another name), as do the public origin and those of CORS_ORIGINS; any other origin is refused.
 */

const LISTED = 'https://admin.openhouse.test';

let t: TestApp;
let url: string;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://localhost:3000', CORS_ORIGINS: LISTED });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => t?.close());

/** Whether a socket with these options is let in; a socket that is let in is closed again. */
async function connects(options: SocketOptions): Promise<boolean> {
  try {
    (await connectSocket(url, options)).close();
    return true;
  } catch {
    return false;
  }
}

describe('the realtime handshake origin check', () => {
  it('lets in a page of this server opened under another host name than the public URL, on both transports', async () => {
    expect(await connects({ origin: url })).toBe(true);
    expect(await connects({ origin: url, transport: 'polling' })).toBe(true);
  });

  it('lets in the public origin and an origin of CORS_ORIGINS', async () => {
    expect(await connects({ origin: 'http://localhost:3000' })).toBe(true);
    expect(await connects({ origin: LISTED })).toBe(true);
  });

  it('refuses a foreign origin, including another port or a look-alike of this host', async () => {
    const { port } = new URL(url);
    const foreign = ['https://evil.example', `http://127.0.0.1:${Number(port) + 1}`, `http://127.0.0.1.evil.example:${port}`, 'null', 'not a url'];
    for (const origin of foreign) {
      expect(await connects({ origin }), origin).toBe(false);
      expect(await connects({ origin, transport: 'polling' }), `${origin} (polling)`).toBe(false);
    }
  });
});
