import type { Audience, RecipientPreview, SkipReason } from '@openhouse/shared/campaigns/campaign-schemas';
import { campaignMessages as m } from '@openhouse/shared/campaigns/messages';
import { findPeople } from '../accounts/people';
import { ownedLabelIds, prospectContacts, prospectsOfProject } from '../network/network.queries';
import { projectSellersRunBy } from '../projects/projects.queries';
import { usersWithEmailOff } from '../settings/settings.queries';
import { vendorContacts } from '../vendors/vendors.queries';
import type { Db } from '../../platform/db/client';
import { notFound } from '../../platform/http/errors';
import { unsubscribedAmong } from './campaigns.repository';

type Source = 'label' | 'prospect' | 'vendor' | 'project';
type Candidate = { email: string | null; name: string; source: Source; user_id: number | null; property_address: string };
export type AudienceMember = { email: string; name: string; source: Source; property_address: string };
/** One page of an audience, sorted out. */
export type AudiencePage = {
  /** One per address, whatever lists it is on (over all pages, not just this one). */
  recipients: AudienceMember[];
  /** Kept as recipients with status skipped (they count in every campaign). */
  refused: (AudienceMember & { reason: 'unsubscribed' | 'email_off' })[];
  /** Shown in the preview only. */
  left_out: { email: string | null; name: string; source: Source; reason: SkipReason }[];
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/**
 * Labelled prospects are read this many at a time: a label can hold a whole database of contacts, and a send or a
 * preview keeps one page in memory (plus the addresses already seen), never the list.
 */
const PAGE = 1000;
/** The preview lists at most this many people of each kind; its count covers everyone. */
const PREVIEW_LIMIT = 1000;

/** Every id named must be the realtor's own: a label, vendor entry or project of someone else is not found. */
function requireAll(asked: readonly number[], found: readonly number[]): void {
  const known = new Set(found);
  if (asked.some((id) => !known.has(id))) throw notFound(m.recipientListNotFound);
}

/** The lists named, each checked to be the realtor's own (labels are read later, a page at a time). */
async function ownedLists(db: Db, realtorId: number, audience: Audience) {
  const labelIds = [...new Set(audience.label_ids)];
  requireAll(labelIds, await ownedLabelIds(db, realtorId, labelIds));
  const picked = await prospectContacts(db, realtorId, { labelIds: [], prospectIds: [...new Set(audience.prospect_ids)] });
  requireAll([...new Set(audience.prospect_ids)], picked.map((row) => row.id));
  const vendors = await vendorContacts(db, realtorId, [...new Set(audience.vendor_ids)]);
  requireAll([...new Set(audience.vendor_ids)], vendors.map((row) => row.id));
  const projects = await projectSellersRunBy(db, realtorId, audience.project_ids);
  requireAll([...new Set(audience.project_ids)], projects.map((row) => row.id));
  return { labelIds, picked, vendors, projects };
}

/** Refuses (404) lists that are not the realtor's own, without reading who is on them. */
export async function checkAudience(db: Db, realtorId: number, audience: Audience): Promise<void> {
  await ownedLists(db, realtorId, audience);
}

/** Everyone on the lists, in the order that decides which list an address counts under: labels, prospects, vendors, projects. */
async function* candidatePages(db: Db, realtorId: number, audience: Audience): AsyncGenerator<Candidate[]> {
  const { labelIds, picked, vendors, projects } = await ownedLists(db, realtorId, audience);
  for (let afterId = 0; labelIds.length > 0; ) {
    const rows = await prospectContacts(db, realtorId, { labelIds, prospectIds: [] }, { afterId, limit: PAGE });
    if (rows.length > 0) yield rows.map((row) => ({ email: row.email, name: row.name, source: 'label' as const, user_id: null, property_address: '' }));
    if (rows.length < PAGE) break;
    afterId = rows.at(-1)!.id;
  }
  yield picked.map((row) => ({ email: row.email, name: row.name, source: 'prospect' as const, user_id: null, property_address: '' }));
  yield vendors.map((row) => ({ email: row.email, name: row.name, source: 'vendor' as const, user_id: row.user_id, property_address: '' }));
  // A project's people: its seller and the prospects attached to it, each with the project's address for {{property_address}}.
  const sellers = new Map((await findPeople(db, projects.flatMap((project) => (project.seller_id ? [project.seller_id] : [])))).map((person) => [person.id, person]));
  for (const project of projects) {
    const seller = project.seller_id ? sellers.get(project.seller_id) : undefined;
    const people: Candidate[] = seller ? [{ email: seller.email, name: seller.name, source: 'project', user_id: seller.id, property_address: project.property_address }] : [];
    for (const prospect of await prospectsOfProject(db, project.id)) people.push({ email: prospect.email, name: prospect.name, source: 'project', user_id: null, property_address: project.property_address });
    yield people;
  }
}

/**
 * Who a campaign reaches, a page at a time: each address once (the first list it is on wins), who is refused
 * (unsubscribed from this realtor, or e-mail turned off in their settings) and who is left out and why.
 */
export async function* audiencePages(db: Db, realtorId: number, audience: Audience): AsyncGenerator<AudiencePage> {
  const seen = new Set<string>();
  for await (const candidates of candidatePages(db, realtorId, audience)) {
    const unique: (Candidate & { email: string })[] = [];
    const page: AudiencePage = { recipients: [], refused: [], left_out: [] };
    for (const candidate of candidates) {
      const email = candidate.email?.trim().toLowerCase() ?? '';
      if (!EMAIL.test(email)) {
        page.left_out.push({ email: candidate.email, name: candidate.name, source: candidate.source, reason: 'no_email' });
      } else if (seen.has(email)) {
        page.left_out.push({ email, name: candidate.name, source: candidate.source, reason: 'duplicate' });
      } else {
        seen.add(email);
        unique.push({ ...candidate, email });
      }
    }
    const unsubscribed = await unsubscribedAmong(db, realtorId, unique.map((entry) => entry.email));
    const emailOff = await usersWithEmailOff(db, unique.flatMap((entry) => (entry.user_id ? [entry.user_id] : [])));
    for (const entry of unique) {
      const member = { email: entry.email, name: entry.name, source: entry.source, property_address: entry.property_address };
      if (unsubscribed.has(entry.email)) page.refused.push({ ...member, reason: 'unsubscribed' });
      else if (entry.user_id && emailOff.has(entry.user_id)) page.refused.push({ ...member, reason: 'email_off' });
      else page.recipients.push(member);
    }
    yield page;
  }
}

/** The preview (GET /email-campaign-recipients/{id}): the count, who gets it, who is skipped and why. */
export async function previewOf(db: Db, realtorId: number, audience: Audience): Promise<RecipientPreview> {
  const entry = ({ email, name, source }: AudienceMember) => ({ email, name, source });
  const preview: RecipientPreview = { count: 0, recipients: [], skipped: [] };
  const refused: RecipientPreview['skipped'] = [];
  const leftOut: RecipientPreview['skipped'] = [];
  for await (const page of audiencePages(db, realtorId, audience)) {
    preview.count += page.recipients.length;
    preview.recipients.push(...page.recipients.slice(0, PREVIEW_LIMIT - preview.recipients.length).map(entry));
    refused.push(...page.refused.slice(0, PREVIEW_LIMIT - refused.length).map((member) => ({ ...entry(member), reason: member.reason })));
    leftOut.push(...page.left_out.slice(0, PREVIEW_LIMIT - leftOut.length));
  }
  preview.skipped = [...refused, ...leftOut].slice(0, PREVIEW_LIMIT);
  return preview;
}
