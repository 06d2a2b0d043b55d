import type { TwoFactorType } from '@openhouse/shared/accounts/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type TotpEnrolment = { qr_code: string; secret: string; otpauth_url: string };

/**
 * POST /enable-2fa. For sms it switches on at once; for google2fa the first call answers the QR
 * code and secret to scan, and a second call with a code from the app finishes.
 */
export type EnableTwoFactorResponse = { message: string; data: { two_factor_type: TwoFactorType } | TotpEnrolment };

export function enableTwoFactor(body: { type: TwoFactorType; code?: string }): Promise<EnableTwoFactorResponse> {
  return api.post<EnableTwoFactorResponse>('/enable-2fa', body);
}

export function isEnrolment(data: EnableTwoFactorResponse['data']): data is TotpEnrolment {
  return 'qr_code' in data;
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor });
}
