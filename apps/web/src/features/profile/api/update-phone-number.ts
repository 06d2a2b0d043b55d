import type { SessionUser } from '@openhouse/shared/accounts/responses';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function updatePhoneNumber(body: { phone: string; code: string }): Promise<{ message?: string; data: SessionUser }> {
  return api.post<{ message?: string; data: SessionUser }>('/update-phone-number', body);
}

export function useUpdatePhoneNumber() {
  return useMutation({ mutationFn: updatePhoneNumber });
}
