import type { transactionChangeResponseSchema } from '@openhouse/shared/transactions/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { refreshTransactions } from './transactions-keys';

/**
 * POST /property-transactions/{id}/signing-link: the party due to sign is e-mailed a new link and the one
 * sent before stops working (the listing side, admins and that party; once a minute per party).
 */
export function resendSigningLink(transactionId: number): Promise<z.output<typeof transactionChangeResponseSchema>> {
  return api.post<z.output<typeof transactionChangeResponseSchema>>(`/property-transactions/${transactionId}/signing-link`);
}

export function useResendSigningLink() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resendSigningLink, onSettled: () => refreshTransactions(queryClient) });
}
