import type { enableTwoFactorResponseSchema } from '@openhouse/shared/accounts/responses';
import type { enableTwoFactorSchema } from '@openhouse/shared/accounts/schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/**
 * POST /enable-2fa. For sms it switches on at once; for google2fa the first call answers the QR
 * code and secret to scan, and a second call with a code from the app finishes.
 */
export type EnableTwoFactorResponse = z.output<typeof enableTwoFactorResponseSchema>;
export type TotpEnrolment = Extract<EnableTwoFactorResponse['data'], { qr_code: string }>;

export function enableTwoFactor(body: z.input<typeof enableTwoFactorSchema>): Promise<EnableTwoFactorResponse> {
  return api.post<EnableTwoFactorResponse>('/enable-2fa', body);
}

export function isEnrolment(data: EnableTwoFactorResponse['data']): data is TotpEnrolment {
  return 'qr_code' in data;
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor });
}
