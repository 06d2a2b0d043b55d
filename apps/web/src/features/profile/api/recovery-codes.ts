import type { recoveryCodesResponseSchema } from '@openhouse/shared/accounts/recovery-code-schemas';
import type { disableTwoFactorSchema } from '@openhouse/shared/accounts/two-factor-schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** POST /two-factor/recovery-codes: a new set replacing the old, for the password (or a current code). */
export function regenerateRecoveryCodes(body: z.input<typeof disableTwoFactorSchema>): Promise<z.output<typeof recoveryCodesResponseSchema>> {
  return api.post<z.output<typeof recoveryCodesResponseSchema>>('/two-factor/recovery-codes', body);
}

export function useRegenerateRecoveryCodes() {
  return useMutation({ mutationFn: regenerateRecoveryCodes });
}
