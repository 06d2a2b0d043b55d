import { biddingMessages as m } from '@openhouse/shared/bidding/messages';
import { PROOF_MAX_BYTES } from '@openhouse/shared/bidding/rules';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../platform/http/errors';
import { readMultipart, type MultipartFile } from '../../platform/http/multipart';

/** The approval form as sent: its plain fields and the proof of funds, if one came. */
export type ApprovalForm = { fields: Record<string, string>; proof: MultipartFile | null };

const FIELDS = 10;

/**
 * Reads POST /bidding_approval: the plain fields and one file part, `proof_document`. The file is held in
 * memory (at most PROOF_MAX_BYTES) until the form has been checked, so nothing is stored for a refused form.
 * An empty file part (a browser's "no file chosen") counts as no file.
 */
export async function readApprovalForm(request: FastifyRequest): Promise<ApprovalForm> {
  const fields: Record<string, string> = {};
  let proof = null as MultipartFile | null;
  await readMultipart(request, {
    notMultipart: 'Send the bidding approval as multipart/form-data.',
    limits: { fileSize: PROOF_MAX_BYTES, files: 1, fields: FIELDS, parts: FIELDS + 1 },
    tooLarge: () => new AppError(413, m.proofTooLarge, { proof_document: [m.proofTooLarge] }),
    onFile: (file) => {
      if (file.field === 'proof_document' && file.bytes.length > 0) proof = file;
    },
    onField: (name, value) => {
      fields[name] = value;
    },
  });
  return { fields, proof };
}

/** Whether the bytes are a PDF, judged by their content whatever the file is called. */
export async function isPdf(bytes: Buffer): Promise<boolean> {
  return (await fileTypeFromBuffer(bytes))?.mime === 'application/pdf';
}
