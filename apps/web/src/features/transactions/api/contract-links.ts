import { API_BASE } from '../../../lib/api-client';

/** The spec's contract-signing link: the API sends the browser on to the signing page. */
export function startSigningUrl(transactionId: number): string {
  return `${API_BASE}/start-docusign?${new URLSearchParams({ transaction_id: String(transactionId) }).toString()}`;
}

/** The signing page of the app for a signed-in party. */
export function signingPagePath(transactionId: number): string {
  return `/contract-signing?${new URLSearchParams({ transaction_id: String(transactionId) }).toString()}`;
}

function withQuery(url: string, query: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

/**
 * The executed contract at {api}/storage/{path}. A link cannot carry the Authorization header, so the
 * session token rides in the query; download=1 asks the browser to save it.
 */
export function contractDownloadUrl(path: string, token: string | null | undefined): string {
  const encoded = path.split('/').map(encodeURIComponent).join('/');
  return withQuery(`${API_BASE}/storage/${encoded}`, { token, download: '1' });
}

/**
 * The unsigned contract for review. The server answers an API path; it takes the same transaction_id or
 * signing_token query as the signing view, and a signed-in caller's token for a plain frame or link.
 */
export function contractPreviewUrl(previewUrl: string, query: Record<string, string>, token: string | null | undefined): string {
  const base = /^(https?:)?\/\//.test(previewUrl) || previewUrl.startsWith(`${API_BASE}/`) ? previewUrl : `${API_BASE}/${previewUrl.replace(/^\//, '')}`;
  const present = new URLSearchParams(base.split('?')[1] ?? '');
  const extra: Record<string, string | null | undefined> = { token };
  for (const [key, value] of Object.entries(query)) if (!present.has(key)) extra[key] = value;
  return withQuery(base, extra);
}
