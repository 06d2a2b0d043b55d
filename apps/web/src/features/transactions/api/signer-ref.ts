/**
 * Who is signing: a signed-in party names the transaction; the e-mailed link carries its own token and
 * needs no sign-in. Every signing call sends exactly one of the two.
 */
export type SignerRef = { transaction_id: number } | { signing_token: string };

export function signerQuery(ref: SignerRef): Record<string, string> {
  return 'signing_token' in ref ? { signing_token: ref.signing_token } : { transaction_id: String(ref.transaction_id) };
}
