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
export type ResolvedAudience = {
  /** One per address, whatever lists it is on. */
  recipients: AudienceMember[];
  /** Kept as recipients with status skipped (they count in every campaign). */
  refused: (AudienceMember & { reason: 'unsubscribed' | 'email_off' })[];
  /** Shown in the preview only. */
  left_out: { email: string | null; name: string; source: Source; reason: SkipReason }[];
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Every id named must be the realtor's own: a label, vendor entry or project of someone else is not found. */
function requireAll(asked: readonly number[], found: readonly number[]): void {
  const known = new Set(found);
  if (asked.some((id) => !known.has(id))) throw notFound(m.recipientListNotFound);
}

async function candidatesOf(db: Db, realtorId: number, audience: Audience): Promise<Candidate[]> {
  const labelIds = [...new Set(audience.label_ids)];
  requireAll(labelIds, await ownedLabelIds(db, realtorId, labelIds));
  const labelled = await prospectContacts(db, realtorId, { labelIds, prospectIds: [] });
  const picked = await prospectContacts(db, realtorId, { labelIds: [], prospectIds: [...new Set(audience.prospect_ids)] });
  requireAll([...new Set(audience.prospect_ids)], picked.map((row) => row.id));
  const vendors = await vendorContacts(db, realtorId, [...new Set(audience.vendor_ids)]);
  requireAll([...new Set(audience.vendor_ids)], vendors.map((row) => row.id));
  const projects = await projectSellersRunBy(db, realtorId, audience.project_ids);
  requireAll([...new Set(audience.project_ids)], projects.map((row) => row.id));

  const candidates: Candidate[] = [
    ...labelled.map((row) => ({ email: row.email, name: row.name, source: 'label' as const, user_id: null, property_address: '' })),
    ...picked.map((row) => ({ email: row.email, name: row.name, source: 'prospect' as const, user_id: null, property_address: '' })),
    ...vendors.map((row) => ({ email: row.email, name: row.name, source: 'vendor' as const, user_id: row.user_id, property_address: '' })),
  ];
  // A project's people: its seller and the prospects attached to it, each with the project's address for {{property_address}}.
  const sellers = new Map((await findPeople(db, projects.flatMap((project) => (project.seller_id ? [project.seller_id] : [])))).map((person) => [person.id, person]));
  for (const project of projects) {
    const seller = project.seller_id ? sellers.get(project.seller_id) : undefined;
    if (seller) candidates.push({ email: seller.email, name: seller.name, source: 'project', user_id: seller.id, property_address: project.property_address });
    for (const prospect of await prospectsOfProject(db, project.id)) candidates.push({ email: prospect.email, name: prospect.name, source: 'project', user_id: null, property_address: project.property_address });
  }
  return candidates;
}

/** Who a campaign reaches, and who is left out and why (GET /email-campaign-recipients/{id}). */
export async function resolveAudience(db: Db, realtorId: number, audience: Audience): Promise<ResolvedAudience> {
  const candidates = await candidatesOf(db, realtorId, audience);
  const seen = new Set<string>();
  const unique: (Candidate & { email: string })[] = [];
  const leftOut: ResolvedAudience['left_out'] = [];
  for (const candidate of candidates) {
    const email = candidate.email?.trim().toLowerCase() ?? '';
    if (!EMAIL.test(email)) {
      leftOut.push({ email: candidate.email, name: candidate.name, source: candidate.source, reason: 'no_email' });
    } else if (seen.has(email)) {
      leftOut.push({ email, name: candidate.name, source: candidate.source, reason: 'duplicate' });
    } else {
      seen.add(email);
      unique.push({ ...candidate, email });
    }
  }
  const unsubscribed = await unsubscribedAmong(db, realtorId, unique.map((entry) => entry.email));
  const emailOff = await usersWithEmailOff(db, unique.flatMap((entry) => (entry.user_id ? [entry.user_id] : [])));
  const resolved: ResolvedAudience = { recipients: [], refused: [], left_out: leftOut };
  for (const entry of unique) {
    const member = { email: entry.email, name: entry.name, source: entry.source, property_address: entry.property_address };
    if (unsubscribed.has(entry.email)) resolved.refused.push({ ...member, reason: 'unsubscribed' });
    else if (entry.user_id && emailOff.has(entry.user_id)) resolved.refused.push({ ...member, reason: 'email_off' });
    else resolved.recipients.push(member);
  }
  return resolved;
}

/** The preview's shape: the count, who gets it, who is skipped and why. */
export function toPreview(resolved: ResolvedAudience): RecipientPreview {
  const entry = ({ email, name, source }: AudienceMember) => ({ email, name, source });
  return {
    count: resolved.recipients.length,
    recipients: resolved.recipients.slice(0, 1000).map(entry),
    skipped: [...resolved.refused.map((member) => ({ ...entry(member), reason: member.reason })), ...resolved.left_out].slice(0, 1000),
  };
}
