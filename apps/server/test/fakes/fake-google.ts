import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What Google's tokeninfo reports for an access token (strings, as Google sends them). */
export type FakeTokenInfo = { aud: string; sub: string; email?: string; email_verified?: 'true' | 'false'; expires_in?: string };

export type FakeGoogle = {
  baseUrl: string;
  /** Makes a token known; unknown tokens answer 400 like Google's invalid_token. */
  addToken(accessToken: string, info: FakeTokenInfo): void;
  close(): Promise<void>;
};

/** Google's OAuth2 /tokeninfo endpoint for access tokens. */
export async function startFakeGoogle(): Promise<FakeGoogle> {
  const tokens = new Map<string, FakeTokenInfo>();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const json = (status: number, body: object) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'GET' || url.pathname !== '/tokeninfo') return json(404, { error: 'not_found' });
    const info = tokens.get(url.searchParams.get('access_token') ?? '');
    if (!info) return json(400, { error: 'invalid_token', error_description: 'Invalid Value' });
    json(200, { azp: info.aud, scope: 'openid email profile', exp: String(Math.floor(Date.now() / 1000) + 3599), expires_in: '3599', access_type: 'online', ...info });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    addToken(accessToken, info) {
      tokens.set(accessToken, info);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
