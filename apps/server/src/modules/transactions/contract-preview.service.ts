import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { contractInputFor } from './contract-input';
import { resolveSigner, type SignerRef } from './resolve-signer';

/** GET /contract-signing/preview: the contract as it stands for this party (the executed file once there is one). */
export async function contractPreview(platform: Platform, actor: Actor | null, ref: SignerRef): Promise<{ fileName: string; body: Buffer }> {
  const { view } = await resolveSigner(platform, actor, ref);
  const fileName = `contract-${view.id}.pdf`;
  if (view.contract_path) {
    const stored = await platform.storage.get(view.contract_path);
    if (stored) return { fileName, body: stored };
  }
  const input = await contractInputFor(platform.db, view, view.created_at);
  // The PDF code (and pdf-lib) loads with the first contract, not with the server.
  const { renderContract } = await import('./contract-pdf');
  return { fileName, body: Buffer.from(await renderContract(input)) };
}
