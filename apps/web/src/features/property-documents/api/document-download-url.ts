import { API_BASE } from '../../../lib/api-client';

/**
 * A download is a plain link (the browser saves the file itself), and a link cannot carry the
 * Authorization header, so the token rides in the query; the route checks access and counts it.
 */
export function documentDownloadUrl(options: { propertyId: number; documentId: number; token: string | null | undefined }): string {
  const url = `${API_BASE}/property-documents/${options.propertyId}/${options.documentId}/download`;
  return options.token ? `${url}?${new URLSearchParams({ token: options.token }).toString()}` : url;
}
