import { CONSENT_TEXT } from '@openhouse/shared/transactions/schemas';
import { signerActor } from './audit-actor';
import { contractEvent, userAgentOf, type Client } from './contract-events';
import type { CheckedSignature } from './signature';
import type { SignerRow, SignerView, TransactionView } from './transactions.repository';

export function signerChanges(signature: CheckedSignature, client: Client, at: Date): Partial<SignerRow> {
  return {
    consented_at: at,
    signed_at: at,
    signature_type: signature.type,
    typed_name: signature.type === 'typed' ? signature.typedName : null,
    drawn_signature: signature.type === 'drawn' ? signature.dataUrl : null,
    signed_ip: client.ip,
    signed_user_agent: userAgentOf(client),
  };
}

export function signingEvents(view: TransactionView, signer: SignerView, signature: CheckedSignature, client: Client, at: Date) {
  const who = signerActor(signer);
  return [
    contractEvent(view.id, 'consented', who, client, { detail: CONSENT_TEXT, at }),
    contractEvent(view.id, 'signed', who, client, {
      detail: signature.type === 'typed' ? `Typed signature: ${signature.typedName}` : 'Drawn signature',
      at,
    }),
  ];
}
