import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type ResendConfirmationBody = { userId: number };

/**
 * POST /confirmation/resend: a new verification code by e-mail (the previous one stops working). The
 * server answers the same for every account and allows one a minute per account.
 */
export function resendConfirmation(body: ResendConfirmationBody): Promise<{ message: string }> {
  return api.post<{ message: string }>('/confirmation/resend', body, { skipAuthHandling: true });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
