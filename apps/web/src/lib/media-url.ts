/**
 * Stored files are served from the API's storage path (spec: {api}/storage/{path}); the API may
 * also answer absolute URLs (Google pictures, S3). Both are shown as given.
 */
export function mediaUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^(https?:|data:|blob:)/.test(path) || path.startsWith('/')) return path;
  return `/api/v1/storage/${path}`;
}
