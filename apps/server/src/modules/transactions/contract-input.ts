import { contingencyLabels, type Contingency } from '@openhouse/shared/bidding/rules';
import type { SignerRole } from '@openhouse/shared/transactions/schemas';
import type { Db } from '../../platform/db/client';
import type { ContractInput, ContractSignature } from './contract-pdf';
import { decodeDrawnSignature } from './signature';
import { findBid } from '../bidding/bidding.queries';
import type { SignerRow, TransactionView } from './transactions.repository';

/** The bid's contingency list (JSON text, spec section 3) as the contract names them. */
function contingencyNames(json: string): string[] {
  try {
    const values: unknown = JSON.parse(json);
    if (!Array.isArray(values)) return [];
    return values.map((value) => contingencyLabels[value as Contingency] ?? String(value));
  } catch {
    return json ? [json] : [];
  }
}

/** A stored signature as the contract stamps it. */
function storedSignature(signer: SignerRow): ContractSignature | null {
  if (!signer.signed_at) return null;
  if (signer.signature_type === 'drawn' && signer.drawn_signature) {
    const png = decodeDrawnSignature(signer.drawn_signature);
    if (png) return { kind: 'drawn', png, signedAt: signer.signed_at };
  }
  return { kind: 'typed', name: signer.typed_name ?? '', signedAt: signer.signed_at };
}

/**
 * What the contract of a transaction shows: its parties, property and price, the accepted bid's contingencies
 * and escrow date, and the signatures given so far (plus `pending`, one being given now).
 */
export async function contractInputFor(
  db: Db,
  view: TransactionView,
  generatedAt: Date,
  pending: Partial<Record<SignerRole, ContractSignature>> = {},
): Promise<ContractInput> {
  const bid = await findBid(db, view.bid_property_history_id);
  const signatureOf = (role: SignerRole) => {
    if (pending[role]) return pending[role];
    const signer = view.signers.find((candidate) => candidate.role === role);
    return signer ? storedSignature(signer) : null;
  };
  return {
    transactionId: view.id,
    date: view.transaction_date,
    property: view.property,
    buyer: view.buyer,
    seller: view.seller,
    realtor: view.realtor,
    amount: view.transaction_amount,
    buyersPremium: view.buyers_premium,
    paymentMethod: view.payment_method,
    contingencies: bid ? contingencyNames(bid.contingency) : [],
    escrowClosingDate: bid?.escrow_closing_date ?? '',
    bidId: view.bid_property_history_id,
    signatures: { buyer: signatureOf('buyer'), seller: signatureOf('seller') },
    generatedAt,
  };
}
