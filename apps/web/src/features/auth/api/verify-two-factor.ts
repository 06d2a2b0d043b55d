import type { LoginResponse } from '@openhouse/shared/accounts/responses';
import type { TwoFactorType } from '@openhouse/shared/accounts/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type VerifyTwoFactorBody = { code: string; email: string; type: TwoFactorType };

/** POST /verify-2fa-code with the pre-verification token; answers like login with a full token. */
export function verifyTwoFactor(body: VerifyTwoFactorBody): Promise<LoginResponse> {
  return api.post<LoginResponse>('/verify-2fa-code', body, { skipAuthHandling: true });
}

export function useVerifyTwoFactor() {
  return useMutation({ mutationFn: verifyTwoFactor });
}
