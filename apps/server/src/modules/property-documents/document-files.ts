import { DOCUMENT_NAME_MAX } from '@openhouse/shared/properties/documents';
import { fileTypeFromBuffer } from 'file-type';

/** What a document really is, judged by its bytes: the content type it is stored and served with. */
export type DocumentType = { contentType: string; extensions: readonly string[] };

const BY_MIME: Record<string, DocumentType> = {
  'application/pdf': { contentType: 'application/pdf', extensions: ['pdf'] },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
  },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extensions: ['xlsx'],
  },
  'image/png': { contentType: 'image/png', extensions: ['png'] },
  'image/jpeg': { contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  'image/webp': { contentType: 'image/webp', extensions: ['webp'] },
  'image/gif': { contentType: 'image/gif', extensions: ['gif'] },
};

/**
 * Legacy Word and Excel files are OLE compound files (file-type says 'application/x-cfb'); the container
 * does not tell a .doc from an .xls (or from an .msi installer), so the declared extension must name one of them.
 */
const OLE_BY_EXTENSION: Record<string, DocumentType> = {
  doc: { contentType: 'application/msword', extensions: ['doc'] },
  xls: { contentType: 'application/vnd.ms-excel', extensions: ['xls'] },
};

/** Text has no magic bytes: it is trusted only under a text name. */
const TEXT_BY_EXTENSION: Record<string, DocumentType> = {
  txt: { contentType: 'text/plain; charset=utf-8', extensions: ['txt'] },
  csv: { contentType: 'text/csv; charset=utf-8', extensions: ['csv'] },
};

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

function isUtf8Text(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * The document's type by content, or null when it is not one we accept. Macro-enabled Office files,
 * plain zips, executables, HTML and everything else are refused whatever their name says.
 */
export async function detectDocumentType(bytes: Buffer, declaredName: string): Promise<DocumentType | null> {
  const extension = extensionOf(declaredName);
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected) {
    const text = TEXT_BY_EXTENSION[extension];
    return text && bytes.length > 0 && isUtf8Text(bytes) ? text : null;
  }
  if (detected.mime === 'application/x-cfb') return OLE_BY_EXTENSION[extension] ?? null;
  return BY_MIME[detected.mime] ?? null;
}

// C0 and C1 controls, and the bidirectional overrides that can make 'gpj.exe' read as 'exe.jpg'.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A safe display name from the client's file name: its base name only (no folders), without control
 * characters, at most DOCUMENT_NAME_MAX characters, and ending in an extension that matches the content,
 * so that a PNG uploaded as 'plan.pdf' is offered back as 'plan.pdf.png' and opens as what it is.
 */
export function documentDisplayName(declaredName: string, type: DocumentType): string {
  const base = declaredName.replace(UNSAFE_CHARACTERS, '').split(/[\\/]/).pop()!.trim();
  let name = base.replace(/^\.+/, '').trim() || 'document';
  const hasRightExtension = type.extensions.includes(extensionOf(name));
  const suffix = hasRightExtension ? '' : `.${type.extensions[0]}`;
  if (name.length + suffix.length > DOCUMENT_NAME_MAX) {
    // Keep the end of the name (its extension) and cut the middle of the stem.
    const keep = hasRightExtension ? name.length - name.lastIndexOf('.') : 0;
    const stem = name.slice(0, name.length - keep).slice(0, DOCUMENT_NAME_MAX - suffix.length - keep).trimEnd();
    name = stem + name.slice(name.length - keep);
  }
  return name + suffix;
}
