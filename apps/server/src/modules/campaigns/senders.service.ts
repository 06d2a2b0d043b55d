import { campaignMessages as m } from '@openhouse/shared/campaigns/messages';
import { findPerson } from '../accounts/people';
import type { Actor } from '../../platform/auth/session';
import { digest, newToken } from '../../platform/auth/tokens';
import type { Platform } from '../../platform/context';
import { conflict, notFound } from '../../platform/http/errors';
import { senderAccess } from './campaigns.access';
import { deleteSender, ensureAccountSender, insertSender, sendersOf, updateSender, verifySenderByToken } from './campaigns.repository';
import { toSender } from './campaigns.mappers';

const LINK_HOURS = 48;

async function mailVerificationLink(platform: Platform, email: string, token: string, realtorName: string): Promise<void> {
  const link = `${platform.config.publicUrl}/api/v1/user-email-verification/confirm?token=${token}`;
  await platform.mailer.send({
    to: email,
    subject: 'Confirm your sender address for Openhouse campaigns',
    text: `${realtorName} wants to send e-mail campaigns from this address on Openhouse.\n\nConfirm it by opening this link within ${LINK_HOURS} hours:\n${link}\n\nIf this was not you, ignore this e-mail and nothing will be sent from this address.`,
  });
}

function freshLink() {
  const token = newToken();
  return { token, token_hash: digest(token), token_expires_at: new Date(Date.now() + LINK_HOURS * 3600_000) };
}

/** GET /user-email-verification: every address, verified or waiting; the account's own one is verified from the start. */
export async function listSenders(platform: Platform, actor: Actor) {
  const person = await findPerson(platform.db, actor.id);
  if (person) await ensureAccountSender(platform.db, actor.id, person.email);
  return { data: (await sendersOf(platform.db, actor.id)).map(toSender) };
}

/** GET /verified-emails: only the addresses a campaign may be sent from. */
export async function listVerifiedSenders(platform: Platform, actor: Actor) {
  const { data } = await listSenders(platform, actor);
  return { data: data.filter((sender) => sender.verified) };
}

/** POST /user-email-verification: the address is added unverified and a link is mailed to it. */
export async function addSender(platform: Platform, actor: Actor, email: string) {
  const person = await findPerson(platform.db, actor.id);
  await ensureAccountSender(platform.db, actor.id, person!.email);
  const link = freshLink();
  const row = await platform.events.transaction((tx) => insertSender(tx, { user_id: actor.id, email, token_hash: link.token_hash, token_expires_at: link.token_expires_at }));
  if (!row) throw conflict(m.senderExists);
  await mailVerificationLink(platform, email, link.token, person!.name);
  return { message: m.senderAdded, data: toSender(row) };
}

/** PUT /user-email-verification/{id}: a new link for an address still waiting (the old one stops working). */
export async function resendSenderLink(platform: Platform, actor: Actor, id: number) {
  const sender = await senderAccess.require(platform.db, actor, 'manage', id);
  if (sender.verified_at) return { message: m.senderVerified, data: toSender(sender) };
  const link = freshLink();
  const row = await platform.events.transaction((tx) => updateSender(tx, id, { token_hash: link.token_hash, token_expires_at: link.token_expires_at }));
  const person = await findPerson(platform.db, actor.id);
  await mailVerificationLink(platform, row.email, link.token, person!.name);
  return { message: m.senderResent, data: toSender(row) };
}

/** DELETE /user-email-verification/{id}: campaigns that named it keep their history, and need a new sender to be sent. */
export async function removeSender(platform: Platform, actor: Actor, id: number) {
  const sender = await senderAccess.require(platform.db, actor, 'manage', id);
  if (sender.is_account) throw conflict(m.senderIsAccount);
  await platform.events.transaction((tx) => deleteSender(tx, id));
  return { message: m.senderDeleted };
}

/** GET /user-email-verification/confirm?token: the mailed link; whoever holds it reads the mailbox. */
export async function confirmSender(platform: Platform, token: string) {
  const row = await platform.events.transaction((tx) => verifySenderByToken(tx, digest(token)));
  if (!row) throw notFound(m.senderLinkInvalid);
  return row;
}
