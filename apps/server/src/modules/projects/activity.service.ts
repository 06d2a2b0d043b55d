import { statusName, type ActivityQuery } from '@openhouse/shared/projects/activity';
import { toPage } from '@openhouse/shared/http/pagination';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { pageActivity } from './activity.repository';
import { projectAccess } from './projects.access';
import { peopleById } from './project-views';

const spanOf = (start: string | null, end: string | null) => (start !== null && end !== null ? { start, end } : null);

/**
 * GET /projects/{id}/activity: what happened on a project, newest first, for those who read it (its realtors,
 * its seller, admins); a vendor hears 403 and anyone else 404, as for the project. Three statements a page
 * besides the access check, however many lines: the count, the page, the people named in it.
 */
export async function projectActivity(platform: Platform, actor: Actor, projectId: number, query: ActivityQuery) {
  const project = await projectAccess.require(platform.db, actor, 'read', projectId);
  const { rows, total } = await pageActivity(platform.db, project.id, query);
  const people = await peopleById(platform.db, rows.flatMap((row) => [row.actor_id, row.person_id].filter((id): id is number => id !== null)));
  const entries = rows.map((row) => ({
    kind: row.kind,
    at: row.at.toISOString(),
    actor: (row.actor_id !== null && people.get(row.actor_id)) || null,
    person: (row.person_id !== null && people.get(row.person_id)) || null,
    subject: row.subject,
    task_title: row.task_title,
    from_status: statusName(row.from_status_id),
    to_status: statusName(row.to_status_id),
    dates: row.to_start_date !== null && row.to_end_date !== null ? { from: spanOf(row.from_start_date, row.from_end_date), to: { start: row.to_start_date, end: row.to_end_date } } : null,
  }));
  return toPage(entries, total, query);
}
