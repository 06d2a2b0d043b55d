import type { captureFieldsSchema, captureResponseSchema } from '@openhouse/shared/network/capture-schemas';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type CaptureBody = z.input<typeof captureFieldsSchema>;

/** POST /add-qr-details (public). */
export function submitCapture(body: CaptureBody) {
  return api.post<z.output<typeof captureResponseSchema>>('/add-qr-details', body);
}
