import type { userResponseSchema } from '@openhouse/shared/accounts/responses';
import type { verifyPhoneSchema } from '@openhouse/shared/accounts/profile-schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** POST /verify-phone-number: the code texted to the number on file proves it. */
export function verifyPhoneNumber(body: z.input<typeof verifyPhoneSchema>): Promise<z.output<typeof userResponseSchema>> {
  return api.post<z.output<typeof userResponseSchema>>('/verify-phone-number', body);
}

export function useVerifyPhoneNumber() {
  return useMutation({ mutationFn: verifyPhoneNumber });
}
