import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { SignerRef } from './signer-ref';
import { refreshTransactions } from './transactions-keys';

export type DeclineContractInput = SignerRef & { reason: string };

/** POST /contract-signing/decline {reason}: the signer refuses; the transaction is cancelled. */
export function declineContract(input: DeclineContractInput): Promise<{ message: string }> {
  return api.post<{ message: string }>('/contract-signing/decline', input, { skipAuthHandling: 'signing_token' in input });
}

export function useDeclineContract() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: declineContract, onSettled: () => refreshTransactions(queryClient) });
}
