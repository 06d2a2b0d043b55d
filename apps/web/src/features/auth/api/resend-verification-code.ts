import type { codeSentResponseSchema } from '@openhouse/shared/accounts/responses';
import type { resendCodeSchema } from '@openhouse/shared/accounts/schemas';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type ResendCodeResponse = z.output<typeof codeSentResponseSchema>;

/** POST /resend-verification-code: a new SMS login code, during the second sign-in step. */
export function resendVerificationCode(body: z.input<typeof resendCodeSchema>): Promise<ResendCodeResponse> {
  return api.post<ResendCodeResponse>('/resend-verification-code', body, { skipAuthHandling: true });
}
