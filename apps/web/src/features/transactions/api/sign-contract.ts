import type { signContractSchema, signingChangeResponseSchema } from '@openhouse/shared/transactions/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import type { SignerRef } from './signer-ref';
import { refreshTransactions } from './transactions-keys';

/**
 * The schema leaves the typed name and the drawn image optional and checks the pair on the server; Signature
 * says which goes with which type, and consent (coerced there) must be true, at compile time.
 */
export type Signature = { signature_type: 'typed'; typed_name: string } | { signature_type: 'drawn'; drawn_signature: string };
export type SignContractInput = SignerRef & Signature & { consent: true } & z.input<typeof signContractSchema>;
export type SignContractResponse = z.output<typeof signingChangeResponseSchema>;

/** POST /contract-signing/sign: consent and a typed or drawn signature (a PNG data URL). */
export function signContract(input: SignContractInput): Promise<SignContractResponse> {
  return api.post<SignContractResponse>('/contract-signing/sign', input, { skipAuthHandling: 'signing_token' in input });
}

export function useSignContract() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signContract, onSettled: () => refreshTransactions(queryClient) });
}
