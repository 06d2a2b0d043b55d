import type { codeSentResponseSchema } from '@openhouse/shared/accounts/responses';
import type { sendPhoneCodeSchema } from '@openhouse/shared/accounts/schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type PhoneCodeSent = z.output<typeof codeSentResponseSchema>;

/**
 * POST /send-verification-code: texts a code to the number that is to become the user's phone, or
 * without one to the number on file (the proof an SMS two-factor user gives to turn it off).
 */
export function sendPhoneCode(body: z.input<typeof sendPhoneCodeSchema> = {}): Promise<PhoneCodeSent> {
  return api.post<PhoneCodeSent>('/send-verification-code', body);
}

export function useSendPhoneCode() {
  return useMutation({ mutationFn: sendPhoneCode });
}
