import { randomUUID } from 'node:crypto';
import { transactionMessages as m } from '@openhouse/shared/transactions/messages';
import { CONSENT_TEXT, type declineContractSchema, type signContractSchema, type SigningView } from '@openhouse/shared/transactions/schemas';
import { STATUS } from '@openhouse/shared/transactions/statuses';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth/session';
import { digest, newToken } from '../../platform/auth/tokens';
import type { Platform } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { AppError, conflict, notFound, unauthenticated } from '../../platform/http/errors';
import { deleteQuietly } from '../../platform/storage/batch';
import type { CertificateSigner } from './certificate';
import { contractEvent, SYSTEM, toAuditEntry, toContractEvent, userAgentOf, type Client, type EventActor } from './contract-events';
import { contractInputFor } from './contract-input';
import { attachCertificate, renderContract, sha256Hex, type ContractSignature } from './contract-pdf';
import { checkSignature, type CheckedSignature } from './signature';
import { declineBlock, signingBlock } from './signing-rules';
import { dealOf, signingLinkExpiry } from './transaction-notices';
import { buyerSigned, contractCompleted, contractDeclined } from './transactions.events';
import { toTransactionBase } from './transaction-view';
import {
  eventsOf,
  findSignerById,
  findSignerByTokenHash,
  findSignerOfRole,
  findSignersOfUser,
  findTransactionView,
  insertEvents,
  latestEventOf,
  lockTransaction,
  updateSigner,
  updateTransaction,
  type SignerRow,
  type SignerView,
  type TransactionView,
} from './transactions.repository';

/** Who is signing: the e-mailed link's token, or a signed-in party naming the transaction. */
export type SignerRef = { transaction_id?: number; signing_token?: string };

type Resolved = { signer: SignerView; view: TransactionView };

/**
 * The signer a request speaks for. A link token works without signing in, but only while it is live and
 * unused; a signed-in caller holding someone else's link is refused (403), so a link forwarded to the wrong
 * person cannot be used by them while signed in as themselves. Without a token, the caller must be the
 * transaction's buyer or seller (404 otherwise).
 */
async function resolveSigner(platform: Platform, actor: Actor | null, ref: SignerRef): Promise<Resolved> {
  let found: Pick<SignerRow, 'id' | 'transaction_id'>;
  if (ref.signing_token !== undefined) {
    const signer = await findSignerByTokenHash(platform.db, digest(ref.signing_token), new Date());
    if (!signer || signer.signed_at || signer.declined_at) throw notFound(m.linkInvalid);
    if (actor && actor.id !== signer.user_id) throw new AppError(403, m.linkOtherParty);
    found = signer;
  } else {
    if (!actor) throw unauthenticated();
    const signers = ref.transaction_id === undefined ? [] : await findSignersOfUser(platform.db, ref.transaction_id, actor.id);
    if (signers.length === 0) throw notFound(m.notFound);
    found = signers[0]!;
    if (signers.length > 1) {
      // Someone both buying and selling (only possible in odd data): speak for whoever's turn it is.
      const status = (await findTransactionView(platform.db, found.transaction_id))?.status_id ?? 0;
      found = signers.find((signer) => signingBlock(status, signer) === null) ?? found;
    }
  }
  const view = await findTransactionView(platform.db, found.transaction_id);
  const signer = view?.signers.find((candidate) => candidate.id === found.id);
  if (!view || !signer) throw notFound(m.notFound);
  return { signer, view };
}

const signerActor = (signer: SignerView): EventActor => ({ role: signer.role, userId: signer.user_id, name: signer.user.name });

/** Page refreshes by the same browser within this window are one view in the audit trail. */
const VIEW_REPEAT_MS = 10 * 60_000;

async function recordView(platform: Platform, resolved: Resolved, client: Client): Promise<void> {
  const { view, signer } = resolved;
  const event = contractEvent(view.id, 'viewed', signerActor(signer), client);
  const last = await latestEventOf(platform.db, view.id, signer.role);
  const repeat =
    last?.event === 'viewed' && last.ip === event.ip && last.user_agent === event.user_agent && Date.now() - last.created_at.getTime() < VIEW_REPEAT_MS;
  if (!repeat) await insertEvents(platform.db, [event]);
}

function previewUrl(ref: SignerRef, transactionId: number): string {
  const query = ref.signing_token !== undefined ? `signing_token=${encodeURIComponent(ref.signing_token)}` : `transaction_id=${transactionId}`;
  return `/api/v1/contract-signing/preview?${query}`;
}

async function signingViewOf(platform: Platform, resolved: Resolved, ref: SignerRef): Promise<SigningView> {
  const { view, signer } = resolved;
  const block = signingBlock(view.status_id, signer);
  const events = await eventsOf(platform.db, view.id);
  return {
    transaction: toTransactionBase(view),
    role: signer.role,
    signer: signer.user,
    can_sign: block === null,
    reason: block,
    consent_text: CONSENT_TEXT,
    preview_url: previewUrl(ref, view.id),
    events: events.map(toContractEvent),
  };
}

/** A fresh read after a change, for the answer. */
async function reload(platform: Platform, { view, signer }: Resolved): Promise<Resolved> {
  const fresh = (await findTransactionView(platform.db, view.id))!;
  return { view: fresh, signer: fresh.signers.find((candidate) => candidate.id === signer.id)! };
}

/** GET /contract-signing: what the signing page shows; reading it is a 'viewed' step of the audit trail. */
export async function signingView(platform: Platform, actor: Actor | null, ref: SignerRef, client: Client): Promise<SigningView> {
  const resolved = await resolveSigner(platform, actor, ref);
  await recordView(platform, resolved, client);
  return signingViewOf(platform, resolved, ref);
}

/** GET /contract-signing/preview: the contract as it stands for this party (the executed file once there is one). */
export async function contractPreview(platform: Platform, actor: Actor | null, ref: SignerRef): Promise<{ fileName: string; body: Buffer }> {
  const { view } = await resolveSigner(platform, actor, ref);
  const fileName = `contract-${view.id}.pdf`;
  if (view.contract_path) {
    const stored = await platform.storage.get(view.contract_path);
    if (stored) return { fileName, body: stored };
  }
  const input = await contractInputFor(platform.db, view, view.created_at);
  return { fileName, body: Buffer.from(await renderContract(input)) };
}

function signerChanges(signature: CheckedSignature, client: Client, at: Date): Partial<SignerRow> {
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

function signingEvents(view: TransactionView, signer: SignerView, signature: CheckedSignature, client: Client, at: Date) {
  const who = signerActor(signer);
  return [
    contractEvent(view.id, 'consented', who, client, { detail: CONSENT_TEXT, at }),
    contractEvent(view.id, 'signed', who, client, {
      detail: signature.type === 'typed' ? `Typed signature: ${signature.typedName}` : 'Drawn signature',
      at,
    }),
  ];
}

/**
 * Locks the transaction and checks the signer again against the locked state (signingBlock or declineBlock):
 * the check made before may have raced another request of the same party.
 */
async function lockForSigner(tx: Db, transactionId: number, signerId: number, blockOf: typeof signingBlock): Promise<void> {
  const row = await lockTransaction(tx, transactionId);
  const signer = await findSignerById(tx, signerId);
  if (!row || !signer) throw notFound(m.notFound);
  const block = blockOf(row.status_id, signer);
  if (block) throw conflict(block);
}

/**
 * POST /contract-signing/sign: consent and a signature from the party whose turn it is. The buyer's signature
 * moves the contract to Buyer Signed and sends the seller their link; the seller's completes it.
 */
export async function signContract(
  platform: Platform,
  actor: Actor | null,
  input: z.output<typeof signContractSchema>,
  client: Client,
): Promise<{ message: string; data: SigningView }> {
  const resolved = await resolveSigner(platform, actor, input);
  const block = signingBlock(resolved.view.status_id, resolved.signer);
  if (block) throw conflict(block);
  const signature = await checkSignature(input);
  const result = resolved.signer.role === 'buyer' ? await buyerSigns(platform, resolved, signature, client) : await sellerSigns(platform, resolved, signature, client);
  return { message: result, data: await signingViewOf(platform, await reload(platform, resolved), input) };
}

async function buyerSigns(platform: Platform, { view, signer }: Resolved, signature: CheckedSignature, client: Client): Promise<string> {
  const now = new Date();
  const sellerToken = newToken();
  await platform.events.transaction(async (tx, emit) => {
    await lockForSigner(tx, view.id, signer.id, signingBlock);
    await updateSigner(tx, signer.id, signerChanges(signature, client, now));
    const seller = (await findSignerOfRole(tx, view.id, 'seller'))!;
    // The seller's link is made now, when it can be sent; the one made with the transaction was never sent.
    await updateSigner(tx, seller.id, { token_hash: digest(sellerToken), token_expires_at: signingLinkExpiry(now.getTime()) });
    await updateTransaction(tx, view.id, { status_id: STATUS.buyerSigned });
    await insertEvents(tx, [
      ...signingEvents(view, signer, signature, client, now),
      contractEvent(view.id, 'sent', signerActor(signer), client, { detail: `Signing link e-mailed to ${view.seller.name} (seller)`, at: now }),
    ]);
    await emit(buyerSigned, { ...dealOf(view), buyerName: view.buyer.name, signingToken: sellerToken });
  });
  return m.signed;
}

const asContractSignature = (signature: CheckedSignature, at: Date): ContractSignature =>
  signature.type === 'typed' ? { kind: 'typed', name: signature.typedName, signedAt: at } : { kind: 'drawn', png: signature.png, signedAt: at };

/**
 * The seller's signature completes the contract. The executed PDF (contract pages, both signatures, the
 * certificate with the audit trail) is made and stored before anything is committed, so a failure leaves
 * the transaction as it was; the commit re-checks the state under the lock and removes the file if it lost a race.
 */
async function sellerSigns(platform: Platform, { view, signer }: Resolved, signature: CheckedSignature, client: Client): Promise<string> {
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

/**
 * POST /contract-signing/decline: a party who has not signed refuses to, while the contract is out for
 * signature. The transaction is cancelled, so the property may take another accepted bid.
 */
export async function declineContract(
  platform: Platform,
  actor: Actor | null,
  input: z.output<typeof declineContractSchema>,
  client: Client,
): Promise<{ message: string; data: SigningView }> {
  const resolved = await resolveSigner(platform, actor, input);
  const { view, signer } = resolved;
  const block = declineBlock(view.status_id, signer);
  if (block) throw conflict(block);
  const now = new Date();
  await platform.events.transaction(async (tx, emit) => {
    await lockForSigner(tx, view.id, signer.id, declineBlock);
    await updateSigner(tx, signer.id, { declined_at: now });
    await updateTransaction(tx, view.id, { status_id: STATUS.cancelled, cancel_reason: input.reason });
    await insertEvents(tx, [contractEvent(view.id, 'declined', signerActor(signer), client, { detail: input.reason, at: now })]);
    await emit(contractDeclined, { ...dealOf(view), signerName: signer.user.name, signerRole: signer.role, reason: input.reason });
  });
  return { message: m.declined, data: await signingViewOf(platform, await reload(platform, resolved), input) };
}
