import { API_BASE } from '../../../lib/api-client';

/**
 * A proof PDF opens in an iframe or a new tab, which cannot send the Authorization header, so the
 * token rides in the query; the storage route lets only its buyer and the listing side read it.
 */
export function proofUrl(proofDocument: string, token: string | null | undefined): string {
  const url = `${API_BASE}/storage/${proofDocument.split('/').map(encodeURIComponent).join('/')}`;
  return token ? `${url}?${new URLSearchParams({ token }).toString()}` : url;
}
