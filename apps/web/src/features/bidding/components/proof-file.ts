import type { FileRejection } from '@mantine/dropzone';
import { biddingMessages as m } from '@openhouse/shared/bidding/messages';
import { PROOF_MAX_BYTES } from '@openhouse/shared/bidding/rules';

export const PROOF_ACCEPT: Record<string, string[]> = { 'application/pdf': ['.pdf'] };

/** Why the picker refused a file, in the words the server would use. */
export function rejectionMessage(rejections: FileRejection[]): string {
  const code = rejections[0]?.errors[0]?.code;
  return code === 'file-too-large' ? m.proofTooLarge : m.proofPdfOnly;
}

async function firstBytes(file: Blob, count: number): Promise<Uint8Array> {
  const slice = file.slice(0, count);
  if (typeof slice.arrayBuffer === 'function') return new Uint8Array(await slice.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(slice);
  });
}

/**
 * A proof must really be a PDF, not a file named .pdf: PDFs start with the bytes '%PDF'. Answers the
 * message for a refused file, or null when the file may be sent.
 */
export async function checkProofFile(file: File): Promise<string | null> {
  if (file.size > PROOF_MAX_BYTES) return m.proofTooLarge;
  try {
    const head = await firstBytes(file, 4);
    const signature = String.fromCharCode(...head);
    return signature === '%PDF' ? null : m.proofPdfOnly;
  } catch {
    return m.proofPdfOnly;
  }
}
