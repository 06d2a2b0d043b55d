import type { messageResponseSchema } from '@openhouse/shared/accounts/responses';
import type { resendConfirmationSchema } from '@openhouse/shared/accounts/schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type ResendConfirmationBody = z.input<typeof resendConfirmationSchema>;

/**
 * POST /confirmation/resend: a new verification code by e-mail (the previous one stops working). The
 * server answers the same for every account and allows one a minute per account.
 */
export function resendConfirmation(body: ResendConfirmationBody): Promise<z.output<typeof messageResponseSchema>> {
  return api.post<z.output<typeof messageResponseSchema>>('/confirmation/resend', body, { skipAuthHandling: true });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
