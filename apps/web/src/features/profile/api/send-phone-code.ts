import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type PhoneCodeSent = { message: string; sms_verification_code_expires_at: string };

/**
 * POST /send-verification-code: texts a code to the number that is to become the user's phone, or
 * without one to the number on file (the proof an SMS two-factor user gives to turn it off).
 */
export function sendPhoneCode(body: { phone?: string } = {}): Promise<PhoneCodeSent> {
  return api.post<PhoneCodeSent>('/send-verification-code', body);
}

export function useSendPhoneCode() {
  return useMutation({ mutationFn: sendPhoneCode });
}
