import type { messageResponseSchema } from '@openhouse/shared/accounts/responses';
import type { forgotPasswordSchema } from '@openhouse/shared/accounts/schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export function forgotPassword(body: z.input<typeof forgotPasswordSchema>): Promise<z.output<typeof messageResponseSchema>> {
  return api.post<z.output<typeof messageResponseSchema>>('/forgot-password', body, { skipAuthHandling: true });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
