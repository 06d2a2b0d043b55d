import type { SigningView } from '@openhouse/shared/transactions/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { SignerRef } from './signer-ref';
import { refreshTransactions } from './transactions-keys';

export type Signature = { signature_type: 'typed'; typed_name: string } | { signature_type: 'drawn'; drawn_signature: string };
export type SignContractInput = SignerRef & { consent: true } & Signature;
export type SignContractResponse = { message: string; data?: Partial<SigningView> };

/** POST /contract-signing/sign: consent and a typed or drawn signature (a PNG data URL). */
export function signContract(input: SignContractInput): Promise<SignContractResponse> {
  return api.post<SignContractResponse>('/contract-signing/sign', input, { skipAuthHandling: 'signing_token' in input });
}

export function useSignContract() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signContract, onSettled: () => refreshTransactions(queryClient) });
}
