/** Constants of the file manager (spec part 2 section 9) and the limits we chose (docs/DECISIONS.md, File manager). */

export const FILE_MANAGER_VERSION = '3.1.1';
export const DEFAULT_VIEW = 'table';
export const DEFAULT_SORT = { field: 'name', direction: 'asc' } as const;

/** The spec's previewable types, by extension. */
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp'] as const;
export const AUDIO_EXTENSIONS = ['ogg', 'mp3', 'aac', 'wav'] as const;
export const VIDEO_EXTENSIONS = ['webm', 'mp4'] as const;

/**
 * What an upload may be, judged by its bytes: the spec's image, audio and video types, PDFs, and the office
 * and text documents a deal produces. Plain text has no signature: it is accepted when it is valid UTF-8
 * without NUL bytes.
 */
export const UPLOAD_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'audio/ogg',
  'audio/mpeg',
  'audio/aac',
  'audio/wav',
  'audio/x-wav',
  'video/webm',
  'video/mp4',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/plain',
] as const;

export const UPLOAD_MAX_BYTES = 25 * 1024 * 1024;
export const UPLOAD_MAX_FILES = 20;
/** Items in one delete or paste. */
export const MAX_ITEMS = 200;
/** A folder lists in pages of this many entries unless the client asks for fewer. */
export const PAGE_SIZE = 500;
export const MAX_PAGE_SIZE = 1000;

/** The reserved folder at each disk's root that holds the caller's project folders. */
export const PROJECTS_FOLDER = 'Projects';
/** The read-only folder in each project's folder that shows its task files and vendors' uploads. */
export const TASK_FILES_FOLDER = 'Task files';

/** A Word document's media type: its text is read for summaries, as a PDF's and a plain text file's are. */
export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const SUMMARIZABLE_TYPES = new Set(['application/pdf', 'text/plain', DOCX_TYPE]);
const SUMMARIZABLE_EXTENSIONS = new Set(['pdf', 'txt', 'docx']);

/** Whether the file manager offers Summarize for a file: one whose text the server reads (POST /summarize-file). */
export const canSummarize = (file: { extension?: string | null; mime_type?: string | null }): boolean =>
  (file.mime_type ? SUMMARIZABLE_TYPES.has(file.mime_type) : false) || SUMMARIZABLE_EXTENSIONS.has((file.extension ?? '').toLowerCase());

export type PreviewKind = 'image' | 'audio' | 'video' | 'pdf' | 'none';

export function previewKind(extension: string): PreviewKind {
  const ext = extension.toLowerCase();
  if ((IMAGE_EXTENSIONS as readonly string[]).includes(ext)) return 'image';
  if ((AUDIO_EXTENSIONS as readonly string[]).includes(ext)) return 'audio';
  if ((VIDEO_EXTENSIONS as readonly string[]).includes(ext)) return 'video';
  return ext === 'pdf' ? 'pdf' : 'none';
}

/** Sizes as the spec shows them: megabytes with 2 decimals. */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}
