import type { userResponseSchema } from '@openhouse/shared/accounts/responses';
import type { updatePhoneSchema } from '@openhouse/shared/accounts/schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export function updatePhoneNumber(body: z.input<typeof updatePhoneSchema>): Promise<z.output<typeof userResponseSchema>> {
  return api.post<z.output<typeof userResponseSchema>>('/update-phone-number', body);
}

export function useUpdatePhoneNumber() {
  return useMutation({ mutationFn: updatePhoneNumber });
}
