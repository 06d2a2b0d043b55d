import type { FileRejection } from '@mantine/dropzone';
import { propertyMessages } from '@openhouse/shared/properties/messages';

/** One file's way through the upload: waiting, sending, stored, or refused with the reason. */
export type UploadItem = {
  key: string;
  file: File;
  status: 'queued' | 'uploading' | 'done' | 'error';
  error?: string;
};

let sequence = 0;

export function queued(file: File): UploadItem {
  sequence += 1;
  return { key: `${sequence}-${file.name}`, file, status: 'queued' };
}

/** Files the browser already refuses get the same words the server would answer. */
export function rejected({ file, errors }: FileRejection): UploadItem {
  const code = errors[0]?.code;
  const error =
    code === 'file-too-large' ? propertyMessages.documentTooLarge : code === 'file-invalid-type' ? propertyMessages.documentType : (errors[0]?.message ?? propertyMessages.documentType);
  return { ...queued(file), status: 'error', error };
}

/** The types the server stores (propertyMessages.documentType): PDF, Word, Excel, text and images. */
export const DOCUMENT_ACCEPT: Record<string, string[]> = {
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'application/vnd.ms-excel': ['.xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'text/plain': ['.txt'],
  'text/csv': ['.csv'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
};
