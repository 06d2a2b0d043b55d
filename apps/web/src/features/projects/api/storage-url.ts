import { API_BASE } from '../../../lib/api-client';
import { mediaUrl } from '../../../lib/media-url';
import { readSession } from '../../../lib/session';

/**
 * A project's image or a task's file, shown in an <img> or opened from a link, neither of which can send the
 * Authorization header: the signed-in person's token rides in the query, and the storage route decides who may
 * read the file (docs/ARCHITECTURE.md, stored files).
 */
export function projectFileUrl(path: string | null | undefined): string | undefined {
  return withToken(mediaUrl(path));
}

/** GET /task/file_upload/{taskId}/{fileId}: a task's file as the project's members download it. */
export function taskFileUrl(taskId: number, fileId: number): string {
  return withToken(`${API_BASE}/task/file_upload/${taskId}/${fileId}`)!;
}

function withToken(url: string | undefined): string | undefined {
  const token = readSession()?.token;
  if (!url || !token || !url.startsWith('/api/')) return url;
  return `${url}?${new URLSearchParams({ token }).toString()}`;
}
