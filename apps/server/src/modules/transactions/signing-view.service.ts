import type { SigningView } from '@openhouse/shared/transactions/schemas';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { signerActor } from './audit-actor';
import { contractEvent, type Client } from './contract-events';
import { resolveSigner, type ResolvedSigner, type SignerRef } from './resolve-signer';
import { signingViewOf } from './signing-view';
import { insertEvents, latestEventOf } from './transactions.repository';

/** Page refreshes by the same browser within this window are one view in the audit trail. */
const VIEW_REPEAT_MS = 10 * 60_000;

async function recordView(platform: Platform, resolved: ResolvedSigner, client: Client): Promise<void> {
  const { view, signer } = resolved;
  const event = contractEvent(view.id, 'viewed', signerActor(signer), client);
  const last = await latestEventOf(platform.db, view.id, signer.role);
  const repeat =
    last?.event === 'viewed' && last.ip === event.ip && last.user_agent === event.user_agent && Date.now() - last.created_at.getTime() < VIEW_REPEAT_MS;
  if (!repeat) await insertEvents(platform.db, [event]);
}

/** GET /contract-signing: what the signing page shows; reading it is a 'viewed' step of the audit trail. */
export async function signingView(platform: Platform, actor: Actor | null, ref: SignerRef, client: Client): Promise<SigningView> {
  const resolved = await resolveSigner(platform, actor, ref);
  await recordView(platform, resolved, client);
  return signingViewOf(platform, resolved, ref);
}
