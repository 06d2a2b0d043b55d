import type { LoginResponse } from '@openhouse/shared/accounts/responses';
import type { confirmationSchema } from '@openhouse/shared/accounts/schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type ConfirmEmailBody = z.input<typeof confirmationSchema>;

/** POST /confirmation: the e-mailed verification link; answers like login (the user is signed in). */
export function confirmEmail(body: ConfirmEmailBody): Promise<LoginResponse> {
  return api.post<LoginResponse>('/confirmation', body, { skipAuthHandling: true });
}

export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail });
}
