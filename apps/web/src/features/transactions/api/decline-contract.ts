import type { declineContractSchema, signingChangeResponseSchema } from '@openhouse/shared/transactions/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import type { SignerRef } from './signer-ref';
import { refreshTransactions } from './transactions-keys';

// The schema leaves both references optional and refines that one is there; SignerRef says which at compile time.
export type DeclineContractInput = SignerRef & z.input<typeof declineContractSchema>;
type DeclineContractResponse = z.output<typeof signingChangeResponseSchema>;

/** POST /contract-signing/decline {reason}: the signer refuses; the transaction is cancelled. */
export function declineContract(input: DeclineContractInput): Promise<DeclineContractResponse> {
  return api.post<DeclineContractResponse>('/contract-signing/decline', input, { skipAuthHandling: 'signing_token' in input });
}

export function useDeclineContract() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: declineContract, onSettled: () => refreshTransactions(queryClient) });
}
