/*
 * Path rules of the file manager (docs/DECISIONS.md, File manager). Every path a client sends, in any field,
 * goes through `parsePath`; every new name through `isSafeName`. Both sides use them: the server to refuse,
 * the web app to warn before sending.
 */

export const MAX_PATH_LENGTH = 1024;
export const MAX_PATH_DEPTH = 32;
export const MAX_NAME_BYTES = 255;

// C0 and C1 controls, and bidirectional overrides that could disguise a name.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
/** Characters no common file system accepts in a name (Windows' reserved set, and both separators). */
const RESERVED = /[<>:"|?*\\/]/;
/** A percent-encoded byte: names arrive decoded, so one still encoded is an attempt to smuggle a dot or a slash. */
const ENCODED = /%[0-9a-f]{2}/i;
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com\d|lpt\d)(\..*)?$/i;

/** One name: a file or folder name as it may be stored, never a path and never hidden. */
export function isSafeName(name: string): boolean {
  if (name.length === 0 || new TextEncoder().encode(name).length > MAX_NAME_BYTES) return false;
  if (CONTROLS.test(name) || RESERVED.test(name) || ENCODED.test(name)) return false;
  // Compatibility forms (a fullwidth dot or solidus) become plain ones on some systems: judge those too.
  const folded = name.normalize('NFKC');
  if (RESERVED.test(folded) || folded.startsWith('.') || name.startsWith('.')) return false;
  // Windows drops trailing dots and spaces, so "a." would become "a"; a leading space hides a name.
  if (/[. ]$/.test(name) || name.startsWith(' ')) return false;
  return !WINDOWS_DEVICE.test(name);
}

/**
 * A client's path as segments, or null when it is refused: absolute paths, drive letters, '..' and '.',
 * encoded dots, NUL and other controls, backslashes, empty segments, overlong names and paths. The empty
 * string is the disk's root.
 */
export function parsePath(path: string): string[] | null {
  if (path === '') return [];
  if (path.length > MAX_PATH_LENGTH) return null;
  const segments = path.split('/');
  if (segments.length > MAX_PATH_DEPTH) return null;
  return segments.every(isSafeName) ? segments : null;
}

/** The name to use when `name` is taken: "offer.pdf" becomes "offer (2).pdf", then "offer (3).pdf". */
export function freeName(name: string, taken: ReadonlySet<string>, isFile: boolean): string {
  if (!taken.has(name)) return name;
  const dot = isFile ? name.lastIndexOf('.') : -1;
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let n = 2; ; n += 1) {
    const candidate = `${stem} (${n})${extension}`;
    if (!taken.has(candidate)) return candidate;
  }
}

export const joinPath = (...parts: string[]) => parts.filter((part) => part.length > 0).join('/');

/** The folder holding `path` ('' at the root). */
export const parentOf = (path: string) => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '');

export const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}
