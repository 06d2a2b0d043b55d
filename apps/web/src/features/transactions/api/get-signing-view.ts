import type { SigningView } from '@openhouse/shared/transactions/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { signerQuery, type SignerRef } from './signer-ref';
import { transactionKeys } from './transactions-keys';

/**
 * GET /contract-signing?transaction_id=N | ?signing_token=T: what the signer sees. The e-mailed link works
 * without a session, so a stale stored token must not pop the login modal over it.
 */
export function getSigningView(ref: SignerRef, signal?: AbortSignal): Promise<SigningView> {
  return api.get<SigningView>('/contract-signing', { query: signerQuery(ref), signal, skipAuthHandling: 'signing_token' in ref });
}

export const signingViewQueryOptions = (ref: SignerRef) =>
  queryOptions({
    queryKey: transactionKeys.signing(ref),
    queryFn: ({ signal }) => getSigningView(ref, signal),
    // Reading it records a 'viewed' event: once per visit is enough.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export function useSigningView(ref: SignerRef) {
  return useQuery(signingViewQueryOptions(ref));
}
