import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type ResendCodeResponse = { message: string; sms_verification_code_expires_at: string };

export function resendVerificationCode(body: { email: string }): Promise<ResendCodeResponse> {
  return api.post<ResendCodeResponse>('/resend-verification-code', body, { skipAuthHandling: true });
}

export function useResendVerificationCode() {
  return useMutation({ mutationFn: resendVerificationCode });
}
