import { randomUUID } from 'node:crypto';
import { transactionMessages as m } from '@openhouse/shared/transactions/messages';
import { STATUS } from '@openhouse/shared/transactions/statuses';
import type { Platform } from '../../platform/context';
import { deleteQuietly } from '../../platform/storage/batch';
import type { CertificateSigner } from './certificate';
import { contractEvent, SYSTEM, toAuditEntry, userAgentOf, type Client } from './contract-events';
import { contractInputFor } from './contract-input';
import type { ContractSignature } from './contract-pdf';
import { lockForSigner, type ResolvedSigner } from './resolve-signer';
import type { CheckedSignature } from './signature';
import { signerChanges, signingEvents } from './signature-record';
import { signingBlock } from './signing-rules';
import { dealOf } from './transaction-notices';
import { contractCompleted } from './transactions.events';
import { eventsOf, insertEvents, updateSigner, updateTransaction } from './transactions.repository';

const asContractSignature = (signature: CheckedSignature, at: Date): ContractSignature =>
  signature.type === 'typed' ? { kind: 'typed', name: signature.typedName, signedAt: at } : { kind: 'drawn', png: signature.png, signedAt: at };


/**
 * The seller's signature completes the contract. The executed PDF (contract pages, both signatures, the
 * certificate with the audit trail) is made and stored before anything is committed, so a failure leaves
 * the transaction as it was; the commit re-checks the state under the lock and removes the file if it lost a race.
 */
export async function sellerSigns(platform: Platform, { view, signer }: ResolvedSigner, signature: CheckedSignature, client: Client): Promise<string> {
  const now = new Date();
  const buyer = view.signers.find((candidate) => candidate.role === 'buyer')!;
  const stepEvents = signingEvents(view, signer, signature, client, now);
  const existing = await eventsOf(platform.db, view.id);
  const contract = await contractInputFor(platform.db, view, now, { seller: asContractSignature(signature, now) });
  const signers: CertificateSigner[] = [
    { role: 'buyer', name: buyer.user.name, email: buyer.user.email, signedAt: buyer.signed_at!, kind: buyer.signature_type ?? 'typed', ip: buyer.signed_ip, userAgent: buyer.signed_user_agent },
    { role: 'seller', name: signer.user.name, email: signer.user.email, signedAt: now, kind: signature.type, ip: client.ip, userAgent: userAgentOf(client) },
  ];
  // The contract pages come first: their digest is part of the completed step the certificate prints.
  // The PDF code (and pdf-lib) loads with the first contract, not with the server.
  const { attachCertificate, renderContract, sha256Hex } = await import('./contract-pdf');
  const pages = await renderContract(contract);
  const completed = contractEvent(view.id, 'completed', SYSTEM, client, { detail: `Signed by both parties. SHA-256 of the contract pages: ${sha256Hex(pages)}`, at: now });
  const trail = [...existing, ...stepEvents, completed].map(toAuditEntry);
  const executed = await attachCertificate(contract, pages, { completedAt: now, signers, events: trail });
  const path = `contracts/${randomUUID()}.pdf`;
  const fileSha256 = sha256Hex(executed.bytes);
  await platform.storage.put(path, Buffer.from(executed.bytes), 'application/pdf');
  try {
    await platform.events.transaction(async (tx, emit) => {
      await lockForSigner(tx, view.id, signer.id, signingBlock);
      await updateSigner(tx, signer.id, signerChanges(signature, client, now));
      await updateTransaction(tx, view.id, { status_id: STATUS.contractSigned, contract_path: path, contract_sha256: fileSha256, completed_at: now });
      await insertEvents(tx, [...stepEvents, completed]);
      await emit(contractCompleted, { ...dealOf(view), sha256: fileSha256 });
    });
  } catch (error) {
    await deleteQuietly(platform, [path]);
    throw error;
  }
  return m.completed;
}
