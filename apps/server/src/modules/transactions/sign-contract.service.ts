import type { signContractSchema, SigningView } from '@openhouse/shared/transactions/schemas';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { conflict } from '../../platform/http/errors';
import { buyerSigns } from './buyer-signs';
import type { Client } from './contract-events';
import { reloadSigner, resolveSigner } from './resolve-signer';
import { sellerSigns } from './seller-signs';
import { checkSignature } from './signature';
import { signingBlock } from './signing-rules';
import { signingViewOf } from './signing-view';

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
  return { message: result, data: await signingViewOf(platform, await reloadSigner(platform, resolved), input) };
}
