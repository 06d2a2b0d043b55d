import { escapeHtml } from '@openhouse/shared/format/html';
import { fileManagerMessages as m } from '@openhouse/shared/file-manager/messages';
import type { Platform } from '../../platform/context';
import { digest, newToken, numericCode, sameDigest } from '../../platform/auth/tokens';
import { AppError, invalidField, notFound } from '../../platform/http/errors';
import { MAX_CODE_ATTEMPTS } from '../accounts/codes';
import { findLinkByToken, type ShareLinkRow } from './share-links.repository';
import { isInvited, statusOf } from './share-links.service';
import { countWrongCode, exchangeCode, findPassRow, replaceAccessCode } from './share-passes.repository';

/** The code lives 10 minutes (the wording); the pass it buys a day, never past the link's own expiry. */
export const ACCESS_CODE_SECONDS = 600;
export const ACCESS_PASS_SECONDS = 24 * 60 * 60;

const codeDigest = (linkId: number, email: string, code: string) => digest(`share-access:${linkId}:${email}:${code}`);

async function liveLinkForCodes(platform: Platform, token: string): Promise<ShareLinkRow> {
  const link = await findLinkByToken(platform.db, token);
  if (!link || statusOf(link) !== 'active' || link.audience !== 'emails') throw notFound(m.shareExpired);
  return link;
}

/**
 * POST /share-link/access-code: a one-time code mailed to an invited e-mail. The answer is the same whether the
 * e-mail is invited or not, so the link does not tell a stranger who it was shared with.
 */
export async function sendAccessCode(platform: Platform, body: { token: string; email: string }) {
  const link = await liveLinkForCodes(platform, body.token);
  const email = body.email.toLowerCase();
  if (await isInvited(platform, link, email)) {
    const code = numericCode(6);
    await replaceAccessCode(platform.db, { link_id: link.id, email, code_hash: codeDigest(link.id, email, code), code_expires_at: new Date(Date.now() + ACCESS_CODE_SECONDS * 1000) });
    await platform.mailer.send({
      to: email,
      subject: `Your code for ${link.title}`,
      text: `Your Openhouse code to open the documents "${link.title}" is ${code}.\n\nIt works for 10 minutes. If you did not ask for it, you can ignore this e-mail.`,
      html: `<p>Your Openhouse code to open the documents “${escapeHtml(link.title)}” is <strong>${code}</strong>.</p><p>It works for 10 minutes. If you did not ask for it, you can ignore this e-mail.</p>`,
    });
  }
  return { message: m.accessCodeSent };
}

/**
 * POST /share-link/verify-code: the right code, within 10 minutes and five tries, buys a pass for this link and
 * e-mail. Wrong, expired or unknown codes all read the same; the sixth try is refused even with the right code.
 */
export async function verifyAccessCode(platform: Platform, body: { token: string; email: string; code: string }) {
  const link = await liveLinkForCodes(platform, body.token);
  const email = body.email.toLowerCase();
  const row = await findPassRow(platform.db, link.id, email);
  if (!row?.code_hash || !row.code_expires_at || row.code_expires_at <= new Date() || !(await isInvited(platform, link, email))) throw invalidField('code', m.accessCodeInvalid);
  if (row.attempts >= MAX_CODE_ATTEMPTS) throw new AppError(429, m.accessCodeTooManyTries, { code: [m.accessCodeTooManyTries] });
  if (!sameDigest(row.code_hash, codeDigest(link.id, email, body.code))) {
    await countWrongCode(platform.db, row.id);
    throw invalidField('code', m.accessCodeInvalid);
  }
  const pass = newToken();
  const dayAhead = new Date(Date.now() + ACCESS_PASS_SECONDS * 1000);
  const expiresAt = link.expires_at && link.expires_at < dayAhead ? link.expires_at : dayAhead;
  if (!(await exchangeCode(platform.db, row.id, row.code_hash, { pass_hash: digest(pass), pass_expires_at: expiresAt }))) throw invalidField('code', m.accessCodeInvalid);
  return { message: m.accessGranted, data: { pass, expires_at: expiresAt.toISOString() } };
}
