import { fileManagerMessages as m } from '@openhouse/shared/file-manager/messages';
import type { ShareLinkRule } from '@openhouse/shared/file-manager/share-schemas';
import { isStaff } from '@openhouse/shared/roles/roles';
import type { Actor } from '../../platform/auth/session';
import { digest, newToken } from '../../platform/auth/tokens';
import type { Platform } from '../../platform/context';
import { AppError, forbidden, invalidField, notFound } from '../../platform/http/errors';
import { findPerson } from '../accounts/people';
import { projectProperty } from '../projects/projects.queries';
import { findEntry } from './file-manager.repository';
import { placeOf } from './file-manager.service';
import { emailOfPass } from './share-passes.repository';
import {
  eventCounts,
  fileCounts,
  filesOfLink,
  findLink,
  findLinkByToken,
  insertShareLink,
  leaveLink,
  linksOf,
  linksSharedWith,
  recipientsOf,
  recordEvent,
  recentEvents,
  revokeLink,
  viewerTotals,
  type ShareLinkRow,
} from './share-links.repository';
import { watermarkPdf } from './watermark';
import { zipStream } from './zip-stream';

const success = (message: string | null = null) => ({ status: 'success' as const, message });
const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const viewerUrl = (platform: Platform, link: Pick<ShareLinkRow, 'token'>) => `${platform.config.publicUrl}/share-documents?token=${link.token}`;

export function statusOf(link: Pick<ShareLinkRow, 'revoked_at' | 'expires_at'>, now = new Date()): ShareLinkRule['status'] {
  if (link.revoked_at) return 'revoked';
  return link.expires_at && link.expires_at <= now ? 'expired' : 'active';
}

async function rulesOf(platform: Platform, links: ShareLinkRow[]): Promise<ShareLinkRule[]> {
  const ids = links.map((link) => link.id);
  const [recipients, events, files] = await Promise.all([recipientsOf(platform.db, ids), eventCounts(platform.db, ids), fileCounts(platform.db, ids)]);
  return links.map((link) => {
    const used = events.find((row) => row.link_id === link.id);
    return {
      id: link.id,
      title: link.title,
      url: viewerUrl(platform, link),
      audience: link.audience,
      emails: link.audience === 'emails' ? recipients.filter((row) => row.link_id === link.id && !row.left_at).map((row) => row.email) : [],
      permission: link.permission,
      expires_at: iso(link.expires_at),
      status: statusOf(link),
      file_count: files.find((row) => row.link_id === link.id)?.files ?? 0,
      views: used?.views ?? 0,
      downloads: used?.downloads ?? 0,
      last_viewed_at: iso(used?.last ?? null),
      created_at: link.created_at.toISOString(),
    };
  });
}

type CreateBody = { disk: string; paths: string[]; title?: string; audience: 'anyone' | 'emails'; emails: string[]; permission: 'view' | 'download'; expires_at: string | null };

/**
 * POST /share-link: a package of files the caller may change (their own, or their project's), shared with
 * chosen e-mails or anyone with the link, until an expiry, to view or to view and download.
 */
export async function createShareLink(platform: Platform, actor: Actor, body: CreateBody) {
  if (!isStaff(actor.roles)) throw forbidden();
  const expiresAt = body.expires_at ? new Date(body.expires_at) : null;
  if (expiresAt && expiresAt <= new Date()) throw invalidField('expires_at', m.shareExpiryPast);
  const entryIds = new Set<number>();
  const projects = new Set<number | null>();
  for (const path of body.paths) {
    const place = await placeOf(platform, actor, body.disk, path);
    if (place.kind !== 'area' || !place.writable) throw new AppError(403, m.readOnly);
    const entry = await findEntry(platform.db, place.area, place.rel);
    if (!entry || entry.kind !== 'file') throw notFound(m.notFound);
    entryIds.add(entry.id);
    projects.add(place.project?.id ?? null);
  }
  const [onlyProject] = projects.size === 1 ? [...projects] : [null];
  const title = body.title?.trim() || (body.paths.length === 1 ? body.paths[0]!.slice(body.paths[0]!.lastIndexOf('/') + 1) : `${body.paths.length} documents`);
  const emails = body.audience === 'emails' ? [...new Set(body.emails.map((email) => email.toLowerCase()))] : [];
  const link = await platform.events.transaction((tx) =>
    insertShareLink(
      tx,
      { token: newToken(), owner_id: actor.id, project_id: onlyProject ?? null, title, audience: body.audience, permission: body.permission, expires_at: expiresAt },
      [...entryIds],
      emails,
    ),
  );
  const [rule] = await rulesOf(platform, [link]);
  return { result: success(m.linkCreated), data: rule! };
}

/** GET /acl-rules: my links with their rules and their use. */
export async function listMyLinks(platform: Platform, actor: Actor) {
  return { result: success(), data: await rulesOf(platform, await linksOf(platform.db, actor.id)) };
}

/** POST /delete/sharelink: its owner ends a link at once; to anyone else it does not exist. */
export async function revokeShareLink(platform: Platform, actor: Actor, linkId: number) {
  const link = await findLink(platform.db, linkId);
  if (!link || link.owner_id !== actor.id) throw notFound(m.linkNotFound);
  await platform.events.transaction((tx) => revokeLink(tx, link.id));
  return { result: success(m.linkRevoked), message: m.linkRevoked };
}

/** GET /share-link/viewers: who opened, viewed and downloaded the package, and when; its owner's alone. */
export async function linkViewers(platform: Platform, actor: Actor, linkId: number) {
  const link = await findLink(platform.db, linkId);
  if (!link || link.owner_id !== actor.id) throw notFound(m.linkNotFound);
  const [viewers, events] = await Promise.all([viewerTotals(platform.db, link.id), recentEvents(platform.db, link.id)]);
  return {
    result: success(),
    data: {
      viewers: viewers.map((row) => ({ ...row, first_at: row.first_at.toISOString(), last_at: row.last_at.toISOString() })),
      events: events.map((row) => ({ ...row, at: row.at.toISOString() })),
    },
  };
}

/** GET /share-link/get-list: the live packages shared with my e-mail that I have not left. */
export async function packagesSharedWithMe(platform: Platform, actor: Actor) {
  const me = await findPerson(platform.db, actor.id);
  const links = me ? (await linksSharedWith(platform.db, me.email.toLowerCase())).filter((link) => statusOf(link) === 'active') : [];
  const [owners, files] = await Promise.all([Promise.all(links.map((link) => findPerson(platform.db, link.owner_id))), fileCounts(platform.db, links.map((link) => link.id))]);
  return {
    data: links.map((link, index) => ({
      id: link.id,
      title: link.title,
      url: viewerUrl(platform, link),
      from: owners[index]?.name ?? '',
      file_count: files.find((row) => row.link_id === link.id)?.files ?? 0,
      expires_at: iso(link.expires_at),
      created_at: link.created_at.toISOString(),
    })),
  };
}

/** POST /share-link/leave (spec: "Leave package: sends link_id"): I leave a package shared with me. */
export async function leavePackage(platform: Platform, actor: Actor, linkId: number) {
  const link = await findLink(platform.db, linkId);
  const me = await findPerson(platform.db, actor.id);
  if (!link || !me || statusOf(link) !== 'active') throw notFound(m.linkNotFound);
  const email = me.email.toLowerCase();
  if (link.audience === 'emails' && !(await isInvited(platform, link, email))) throw notFound(m.linkNotFound);
  await platform.events.transaction((tx) => leaveLink(tx, link.id, email));
  return { message: m.packageLeft };
}

export async function isInvited(platform: Platform, link: ShareLinkRow, email: string | null): Promise<boolean> {
  return email !== null && (await recipientsOf(platform.db, [link.id])).some((row) => row.email === email && !row.left_at);
}

/** Who is looking: the signed-in caller, and the pass of a confirmed e-mail code (share-access.service.ts). */
export type Visitor = { actor: Actor | null; pass?: string | undefined };

/**
 * The live link behind a token, for this visitor: an unknown, revoked or expired token is the expired page's
 * 404; a link for chosen e-mails needs a recipient, signed in or holding a pass of a confirmed code (401 to
 * ask for either, 403 to anyone else). A pass speaks first: it names the e-mail the code went to.
 */
async function openLink(platform: Platform, { actor, pass }: Visitor, token: string): Promise<{ link: ShareLinkRow; email: string | null }> {
  const link = await findLinkByToken(platform.db, token);
  if (!link || statusOf(link) !== 'active') throw notFound(m.shareExpired);
  const confirmed = pass && link.audience === 'emails' ? await emailOfPass(platform.db, link.id, digest(pass)) : null;
  if (confirmed && (await isInvited(platform, link, confirmed))) return { link, email: confirmed };
  const person = actor ? await findPerson(platform.db, actor.id) : null;
  const email = person?.email.toLowerCase() ?? null;
  if (link.audience === 'anyone' || link.owner_id === actor?.id) return { link, email };
  if (!actor) throw new AppError(401, m.loginToOpen);
  if (!(await isInvited(platform, link, email))) throw new AppError(403, m.notForYou);
  return { link, email };
}

/** A file's path in a package: 'public/shared/<id>/<name>' (the viewer strips a leading 'public/'). */
const publicPath = (file: { id: number; name: string }) => `public/shared/${file.id}/${file.name}`;

/** GET /share-link/{id}: the package (its property, its realtor, its files) for whoever holds a live token. */
export async function openPackage(platform: Platform, visitor: Visitor, token: string) {
  const { link, email } = await openLink(platform, visitor, token);
  const [files, owner, property] = await Promise.all([
    filesOfLink(platform.db, link.id),
    findPerson(platform.db, link.owner_id),
    link.project_id ? projectProperty(platform.db, link.project_id) : null,
  ]);
  await recordEvent(platform.db, { link_id: link.id, action: 'open', viewer_email: email });
  return {
    data: {
      property,
      realtor: { name: owner?.name ?? '', picture: owner?.picture ?? null },
      files: files.map((file) => ({ id: file.id, name: file.name, type: file.mime_type ?? 'application/octet-stream', size: file.size, path: publicPath(file), last_modified: file.updated_at.toISOString() })),
      share_link: { id: link.id, title: link.title, permission: link.permission, expires_at: iso(link.expires_at) },
    },
  };
}

/** A PDF leaves a package stamped with who is looking and when, by a single download or in Download All alike. */
const stampedFor = (viewer: string | null, contentType: string | null, body: Buffer) => (contentType === 'application/pdf' ? watermarkPdf(body, viewer) : body);

/**
 * One file of the package behind the token. `file_path` is never trusted: after the leading 'public/' is
 * stripped it must be exactly the path of one of this package's own files, so another package's file is a 404.
 */
export async function packageFile(platform: Platform, visitor: Visitor, query: { token: string; file_path: string }, action: 'view' | 'download') {
  const { link, email } = await openLink(platform, visitor, query.token);
  if (action === 'download' && link.permission !== 'download' && link.owner_id !== visitor.actor?.id) throw new AppError(403, m.downloadNotAllowed);
  const wanted = query.file_path.replace(/^\/?public\//, '');
  const file = (await filesOfLink(platform.db, link.id)).find((candidate) => publicPath(candidate).slice('public/'.length) === wanted);
  const body = file?.storage_key ? await platform.storage.get(file.storage_key) : null;
  if (!file || !body) throw notFound(m.notFound);
  await recordEvent(platform.db, { link_id: link.id, file_id: file.id, action, viewer_email: email });
  const contentType = file.mime_type ?? 'application/octet-stream';
  return { name: file.name, contentType, body: await stampedFor(email, contentType, body) };
}

/** Download All: the package's files as a zip streamed as it is built, for links that allow downloading; its PDFs stamped. */
export async function packageZip(platform: Platform, visitor: Visitor, token: string) {
  const { link, email } = await openLink(platform, visitor, token);
  if (link.permission !== 'download' && link.owner_id !== visitor.actor?.id) throw new AppError(403, m.downloadNotAllowed);
  const files = await filesOfLink(platform.db, link.id);
  await recordEvent(platform.db, { link_id: link.id, action: 'download_all', viewer_email: email });
  const taken = new Set<string>();
  const entries = files.map((file) => {
    let name = file.name;
    for (let n = 2; taken.has(name); n += 1) name = `${n}-${file.name}`;
    taken.add(name);
    return {
      name,
      read: async () => {
        const body = file.storage_key ? await platform.storage.get(file.storage_key) : null;
        return body && stampedFor(email, file.mime_type, body);
      },
    };
  });
  return { name: `${link.title.replace(/[^\w .-]+/g, ' ').trim() || 'documents'}.zip`, stream: zipStream(entries) };
}
