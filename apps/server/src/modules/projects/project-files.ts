import { projectMessages as m } from '@openhouse/shared/projects/messages';
import { fileTypeFromBuffer } from 'file-type';
import type { FastifyRequest } from 'fastify';
import { newToken } from '../../platform/auth/tokens';
import { AppError, invalidField } from '../../platform/http/errors';
import { readMultipart, type MultipartFile } from '../../platform/http/multipart';
import type { StoredFileResolver } from '../stored-files/stored-files';

/** A multipart form read whole: its files (any file field) and its plain fields (repeated ones as lists). */
export type ReadForm = { files: MultipartFile[]; fields: Record<string, string | string[]> };

type FormLimits = { maxBytes: number; maxFiles: number; tooLargeMessage: string; tooManyMessage: string; fileField: string; preservePath?: boolean };

/**
 * Reads a multipart form into memory, refusing a file over the size at once (413) and one file over the count
 * (one more is read, so "too many" is told apart from a broken form). Nothing is stored here.
 */
export async function readForm(request: FastifyRequest, limits: FormLimits): Promise<ReadForm> {
  const files: MultipartFile[] = [];
  const fields: Record<string, string | string[]> = {};
  await readMultipart(request, {
    notMultipart: 'Send the form as multipart/form-data.',
    preservePath: limits.preservePath,
    limits: { fileSize: limits.maxBytes, files: limits.maxFiles + 1, fields: 40, parts: limits.maxFiles + 41 },
    tooLarge: (field) => new AppError(413, limits.tooLargeMessage, { [field]: [limits.tooLargeMessage] }),
    onFile: (file) => {
      if (file.bytes.length === 0) return;
      files.push(file);
      if (files.length > limits.maxFiles) throw invalidField(limits.fileField, limits.tooManyMessage);
    },
    onField: (name, value) => {
      const key = name.endsWith('[]') ? name.slice(0, -2) : name;
      const before = fields[key];
      fields[key] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
    },
    mapError: (error) => ((error as { code?: string }).code === 'FST_FILES_LIMIT' ? invalidField(limits.fileField, limits.tooManyMessage) : undefined),
  });
  return { files, fields };
}

const EXTENSIONS: Record<string, string> = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/** The file's real type judged by its bytes when it is one of `allowed`; null otherwise (whatever its name says). */
export async function contentTypeOf(bytes: Buffer, allowed: readonly string[]): Promise<string | null> {
  const detected = await fileTypeFromBuffer(bytes);
  return detected && allowed.includes(detected.mime) ? detected.mime : null;
}

// C0 and C1 controls and bidirectional overrides, which could disguise a name.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_NAME = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** A display name: the base name only, without controls, ending in the extension of what the file is. */
export function displayName(declared: string, mime: string): string {
  const extension = EXTENSIONS[mime] ?? 'bin';
  const base = (declared.replace(UNSAFE_NAME, '').split(/[\\/]/).pop() ?? '').replace(/^\.+/, '').trim().slice(0, 150) || 'file';
  return base.toLowerCase().endsWith(`.${extension}`) ? base : `${base}.${extension}`;
}

/** Every project's files live under its own folder: projects/<uuid>/. */
export const projectRoot = (projectUuid: string) => `projects/${projectUuid}`;

/** A task file's storage key: a random name inside the task's folder of the project (never the client's name). */
export function taskFileKey(projectUuid: string, taskId: number, mime: string): string {
  return `${projectRoot(projectUuid)}/tasks/${taskId}/${newToken()}.${EXTENSIONS[mime] ?? 'bin'}`;
}

const SEGMENT = /^[A-Za-z0-9 _()-][A-Za-z0-9 ._()-]{0,99}$/;

/**
 * A folder inside a project's folder, from a parent path and a name. Each segment is a plain name (no '..',
 * no leading dot, no slashes inside), so the result can never leave the project's folder.
 */
export function projectFolderPath(parent: string | undefined, name: string): string | null {
  const segments = [...(parent ?? '').split('/').filter((segment) => segment.length > 0), name.trim()];
  if (segments.length > 10) return null;
  if (!segments.every((segment) => SEGMENT.test(segment) && segment !== '.' && segment !== '..' && !segment.startsWith('.'))) return null;
  return segments.join('/');
}

/** Project images: served to any signed-in caller holding the path, which carries a random token (unguessable). */
export const PROJECT_IMAGE_PREFIX = 'project-images/';

export function projectImageKey(mime: string): string {
  return `${PROJECT_IMAGE_PREFIX}${newToken()}.${EXTENSIONS[mime] ?? 'bin'}`;
}

export const projectImageResolver: StoredFileResolver = {
  prefix: PROJECT_IMAGE_PREFIX,
  async authorize(_platform, _actor, path) {
    const extension = path.slice(path.lastIndexOf('.') + 1);
    const mime = Object.entries(EXTENSIONS).find(([, ext]) => ext === extension)?.[0];
    return mime && mime.startsWith('image/') ? { contentType: mime, fileName: `project.${extension}` } : null;
  },
};

/** Why a form's file was refused, for the image of a project. */
export const imageRefused = () => invalidField('image', m.imageInvalid);
