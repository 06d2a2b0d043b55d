import type { LoginResponse } from '@openhouse/shared/accounts/responses';
import type { verifyTwoFactorSchema } from '@openhouse/shared/accounts/schemas';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type VerifyTwoFactorBody = z.input<typeof verifyTwoFactorSchema>;

/** POST /verify-2fa-code with the pre-verification token; answers like login with a full token. */
export function verifyTwoFactor(body: VerifyTwoFactorBody): Promise<LoginResponse> {
  return api.post<LoginResponse>('/verify-2fa-code', body, { skipAuthHandling: true });
}
