import type { TimelineEntry } from '@openhouse/shared/network/timeline-schemas';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { findPersonByEmail } from '../accounts/people';
import { meetingsWithContact } from '../meetings/meetings.queries';
import { messagesBetween } from '../messaging/messaging.queries';
import { projectSummaries } from '../projects/projects.queries';
import { prospectAccess } from './network.access';
import { notesOfProspect, type ProspectRow } from './network.repository';

/** Each kind's newest entries shown: a timeline is read, not searched; the notes thread keeps them all. */
const PER_KIND = 50;

const excerpt = (text: string) => (text.length > 160 ? `${text.slice(0, 159)}…` : text);

/** How the prospect came onto the list: added by hand, captured on a project's QR page, or imported. */
async function arrival(platform: Platform, prospect: ProspectRow): Promise<TimelineEntry> {
  const at = prospect.created_at.toISOString();
  if (prospect.source === 'capture') {
    const [project] = prospect.project_id ? await projectSummaries(platform.db, [prospect.project_id]) : [];
    return { kind: 'capture', at, title: 'Captured on the QR page', detail: project ? project.property_address : null, href: null };
  }
  if (prospect.source === 'import') return { kind: 'import', at, title: 'Imported from a CSV file', detail: null, href: null };
  return { kind: 'added', at, title: 'Added to the network', detail: null, href: null };
}

/**
 * GET /network/{id}/timeline: what happened with one prospect, newest first: how they came, the realtor's notes,
 * and, when their e-mail belongs to an account, the messages between them and the realtor; meetings the
 * realtor set up with that e-mail or account. The prospect's realtor only (404 to anyone else).
 */
export async function prospectTimeline(platform: Platform, actor: Actor, id: number): Promise<{ data: TimelineEntry[] }> {
  const prospect = await prospectAccess.require(platform.db, actor, 'read', id);
  const account = prospect.email ? await findPersonByEmail(platform.db, prospect.email) : null;
  const contactId = account && account.id !== actor.id ? account.id : null;
  const [notes, meetings, messages] = await Promise.all([
    notesOfProspect(platform.db, prospect.id),
    meetingsWithContact(platform.db, actor.id, { email: prospect.email, userId: contactId }, PER_KIND),
    contactId === null ? [] : messagesBetween(platform.db, actor.id, contactId, PER_KIND),
  ]);
  const entries: TimelineEntry[] = [
    await arrival(platform, prospect),
    ...notes.slice(-PER_KIND).map((note) => ({ kind: 'note' as const, at: note.created_at.toISOString(), title: 'Note', detail: excerpt(note.message), href: null })),
    ...messages.map((message) => ({
      kind: 'message' as const,
      at: message.created_at.toISOString(),
      title: message.sender_id === actor.id ? `You wrote to ${prospect.name}` : `${prospect.name} wrote`,
      detail: excerpt(message.body),
      href: `/messages?conversation=${message.conversation_id}`,
    })),
    ...meetings.map((meeting) => ({
      kind: 'meeting' as const,
      at: meeting.starting_time.toISOString(),
      title: meeting.status === 'cancelled' ? `Meeting (cancelled): ${meeting.subject}` : `Meeting: ${meeting.subject}`,
      detail: null,
      href: null,
    })),
  ];
  return { data: entries.sort((a, b) => b.at.localeCompare(a.at)) };
}
