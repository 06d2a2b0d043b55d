import type { vendorUploadQuerySchema, vendorUploadResponseSchema, vendorUploadTargetResponseSchema } from '@openhouse/shared/projects/task-schemas';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { API_BASE, api } from '../../../lib/api-client';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

/** The link's three parts; the schema coerces the ids, so its input type cannot name them as numbers. */
export type VendorUploadRef = { vendor_id: number; task_id: number; token: string } & z.input<typeof vendorUploadQuerySchema>;
export type VendorUploadTarget = z.output<typeof vendorUploadTargetResponseSchema>['data'];
type VendorUploadAnswer = z.output<typeof vendorUploadResponseSchema>;

/** GET /vendor/file_upload?vendor_id&task_id&token: what the link uploads to (no sign-in; the token decides). */
export function useVendorUploadTarget(ref: VendorUploadRef) {
  return useQuery({
    queryKey: ['vendor-upload', ref],
    queryFn: ({ signal }) => api.get<z.output<typeof vendorUploadTargetResponseSchema>>('/vendor/file_upload', { query: ref, signal }).then((answer) => answer.data),
    enabled: ref.token !== '',
    retry: false,
  });
}

/**
 * POST /vendor/file_upload (multipart: all_files[], vendor_id, task_id, token), with its progress, which the page
 * shows while the files go up. The link's token speaks for the vendor, not a session.
 */
export function uploadVendorFiles(ref: VendorUploadRef, files: readonly File[], onProgress: (percent: number) => void): Promise<VendorUploadAnswer> {
  const form = new FormData();
  for (const file of files) form.append('all_files[]', file);
  form.append('vendor_id', String(ref.vendor_id));
  form.append('task_id', String(ref.task_id));
  form.append('token', ref.token);
  return uploadWithProgress(`${API_BASE}/vendor/file_upload`, form, { signedIn: false, onProgress });
}
