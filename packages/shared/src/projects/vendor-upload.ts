/**
 * The public vendor upload's file check, made in the browser before anything is sent (the server checks again):
 * PDF only, at most 4 MB each, at most 5 files (spec part 2, sections 5 and 9).
 */
import { VENDOR_UPLOAD_MAX_BYTES, VENDOR_UPLOAD_MAX_FILES } from './rules';

export type CandidateFile = { name: string; type: string; size: number };

/** A PDF by its type, or by its name when the browser reports no type (some systems do for dropped files). */
export function isPdf(file: CandidateFile): boolean {
  if (file.type) return file.type === 'application/pdf';
  return file.name.toLowerCase().endsWith('.pdf');
}

export function isAcceptedVendorFile(file: CandidateFile): boolean {
  return isPdf(file) && file.size > 0 && file.size <= VENDOR_UPLOAD_MAX_BYTES;
}

/**
 * Adds the files that pass to those already chosen, up to the limit. `rejected` is true when any file was
 * turned away (wrong type, too large, or one too many), so the page shows the spec's one message.
 */
export function addVendorFiles<T extends CandidateFile>(chosen: readonly T[], incoming: readonly T[]): { files: T[]; rejected: boolean } {
  const files = [...chosen];
  let rejected = false;
  for (const file of incoming) {
    if (!isAcceptedVendorFile(file) || files.length >= VENDOR_UPLOAD_MAX_FILES) {
      rejected = true;
      continue;
    }
    files.push(file);
  }
  return { files, rejected };
}
