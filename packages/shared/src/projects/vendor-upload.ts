/**
 * The public vendor upload's file check, made in the browser before anything is sent (the server checks again):
 * PDF only, at most 4 MB each, at most 5 files (spec part 2, sections 5 and 9).
 */
import { formatFileSize } from '../properties/document-size';
import { projectMessages } from './messages';
import { VENDOR_UPLOAD_MAX_BYTES, VENDOR_UPLOAD_MAX_FILES } from './rules';

export type CandidateFile = { name: string; type: string; size: number };

/** Which rule a turned-away file broke. */
export type VendorFileRule = 'type' | 'size' | 'empty' | 'count';
export type VendorFileRefusal = { name: string; rule: VendorFileRule };

/** The rules in one line, for the page's hint and above each refusal (issue: say which rule failed). */
export const VENDOR_UPLOAD_RULES = `Only PDF files, up to ${formatFileSize(VENDOR_UPLOAD_MAX_BYTES)} each, at most ${VENDOR_UPLOAD_MAX_FILES}.`;

/** What a refused file is told, after the spec's own sentence ('Invalid file type or file size exceeded.'). */
export function vendorFileRefusalMessage({ name, rule }: VendorFileRefusal): string {
  switch (rule) {
    case 'type':
      return `${name} is not a PDF.`;
    case 'size':
      return `${name} is larger than ${formatFileSize(VENDOR_UPLOAD_MAX_BYTES)}.`;
    case 'empty':
      return `${name} is empty.`;
    case 'count':
      return `${name} was left out: at most ${VENDOR_UPLOAD_MAX_FILES} files at a time.`;
  }
}

/**
 * The server's refusal of a vendor upload: the spec's sentence, the rule broken (naming the file when the server
 * knows it: a file too large is cut off before its name is kept) and the rules, so the vendor knows what to send.
 */
export function vendorUploadRefusal(rule: Exclude<VendorFileRule, 'empty'>, name?: string): string {
  const broken =
    name !== undefined
      ? vendorFileRefusalMessage({ name, rule })
      : rule === 'size'
        ? `A file is larger than ${formatFileSize(VENDOR_UPLOAD_MAX_BYTES)}.`
        : rule === 'count'
          ? `More than ${VENDOR_UPLOAD_MAX_FILES} files were sent at once.`
          : 'A file is not a PDF.';
  return `${projectMessages.uploadInvalid} ${broken} ${VENDOR_UPLOAD_RULES}`;
}

/** A PDF by its type, or by its name when the browser reports no type (some systems do for dropped files). */
export function isPdf(file: CandidateFile): boolean {
  if (file.type) return file.type === 'application/pdf';
  return file.name.toLowerCase().endsWith('.pdf');
}

/** The rule one file breaks on its own, or null when it may be sent. */
function brokenRule(file: CandidateFile): VendorFileRule | null {
  if (!isPdf(file)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > VENDOR_UPLOAD_MAX_BYTES) return 'size';
  return null;
}

export function isAcceptedVendorFile(file: CandidateFile): boolean {
  return brokenRule(file) === null;
}

/**
 * Adds the files that pass to those already chosen, up to the limit. `refused` names each file turned away
 * with the rule it broke (wrong type, empty, too large, or one too many), so the page can say which.
 */
export function addVendorFiles<T extends CandidateFile>(chosen: readonly T[], incoming: readonly T[]): { files: T[]; refused: VendorFileRefusal[] } {
  const files = [...chosen];
  const refused: VendorFileRefusal[] = [];
  for (const file of incoming) {
    const rule = brokenRule(file) ?? (files.length >= VENDOR_UPLOAD_MAX_FILES ? 'count' : null);
    if (rule) refused.push({ name: file.name, rule });
    else files.push(file);
  }
  return { files, refused };
}
