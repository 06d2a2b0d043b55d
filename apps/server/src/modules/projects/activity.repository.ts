import type { ActivityKind } from '@openhouse/shared/projects/activity';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { projectRealtors, projects } from './projects.schema';
import { projectTaskAssignees, projectTaskComments, projectTaskFiles, projectTaskMoves, projectTasks } from './tasks.schema';

/** One line of a project's activity, before names are put to the people in it. */
export type ActivityRow = {
  kind: ActivityKind;
  ref_id: number;
  at: Date;
  actor_id: number | null;
  person_id: number | null;
  subject: string;
  task_title: string | null;
  from_status_id: number | null;
  to_status_id: number | null;
  from_start_date: string | null;
  from_end_date: string | null;
  to_start_date: string | null;
  to_end_date: string | null;
};

/** The four dates of a move in time; every other line has none. */
const NO_DATES = sql.raw('null::timestamp, null::timestamp, null::timestamp, null::timestamp');

/**
 * Every source of a project's activity, as one set of rows: the project, its tasks, their assignees (with who
 * assigned them), files and comments, its added realtors (each with the time the app already records), and the
 * moves kept for this log: across statuses, in time (new dates) and out (a removal: a from status and nothing after). kind, ref_id and person_id order lines of one instant,
 * so pages are stable; by kind's name, the milestone reached reads above the move that completed it, and a
 * task's assignees above its creation; the project's creation reads below everything of its own instant (a
 * project made with its tasks, as the seed and templates do).
 */
function activitySources(projectId: number) {
  return sql`
    select 'project_created' as kind, p.id as ref_id, p.created_at as at, p.realtor_id as actor_id, null::int as person_id, p.property_address as subject,
      null::text as task_title, null::int as from_status_id, null::int as to_status_id,
      null::timestamp as from_start_date, null::timestamp as from_end_date, null::timestamp as to_start_date, null::timestamp as to_end_date
      from ${projects} p where p.id = ${projectId}
    union all
    select 'task_created', t.id, t.created_at, t.created_by, null, t.title, t.title, null, null, ${NO_DATES} from ${projectTasks} t where t.project_id = ${projectId}
    union all
    select 'task_assigned', a.task_id, a.created_at, a.assigned_by, a.user_id, t.title, t.title, null, null, ${NO_DATES}
      from ${projectTaskAssignees} a inner join ${projectTasks} t on t.id = a.task_id where t.project_id = ${projectId}
    union all
    select 'file_added', f.id, f.created_at, f.uploaded_by, null, f.name, t.title, null, null, ${NO_DATES}
      from ${projectTaskFiles} f inner join ${projectTasks} t on t.id = f.task_id where f.project_id = ${projectId}
    union all
    select 'comment_added', c.id, c.created_at, c.user_id, null, t.title, t.title, null, null, ${NO_DATES}
      from ${projectTaskComments} c inner join ${projectTasks} t on t.id = c.task_id where t.project_id = ${projectId}
    union all
    select 'task_moved', m.id, m.created_at, m.user_id, null, m.task_title, m.task_title, m.from_status_id, m.to_status_id, ${NO_DATES}
      from ${projectTaskMoves} m where m.project_id = ${projectId} and m.to_status_id is not null
    union all
    select 'task_rescheduled', m.id, m.created_at, m.user_id, null, m.task_title, m.task_title, null, null, m.from_start_date, m.from_end_date, m.to_start_date, m.to_end_date
      from ${projectTaskMoves} m where m.project_id = ${projectId} and m.to_start_date is not null
    union all
    select 'task_removed', m.id, m.created_at, m.user_id, null, m.task_title, m.task_title, m.from_status_id, null, ${NO_DATES}
      from ${projectTaskMoves} m where m.project_id = ${projectId} and m.to_status_id is null and m.to_start_date is null
    union all
    select 'milestone_reached', m.id, m.created_at, m.user_id, null, m.milestone_name, m.task_title, m.from_status_id, m.to_status_id, ${NO_DATES}
      from ${projectTaskMoves} m where m.project_id = ${projectId} and m.milestone_name is not null
    union all
    select 'realtor_added', r.user_id, r.created_at, null, r.user_id, '', null, null, null, ${NO_DATES} from ${projectRealtors} r where r.project_id = ${projectId}`;
}

/** One page of a project's activity, newest first, and how many lines there are in all (two statements). */
export async function pageActivity(db: Db, projectId: number, page: { page: number; per_page: number }): Promise<{ rows: ActivityRow[]; total: number }> {
  const sources = activitySources(projectId);
  const counted = await db.execute(sql`select count(*)::int as n from (${sources}) e`);
  const total = (counted as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  if (total === 0) return { rows: [], total };
  const result = await db.execute(sql`
    select kind, ref_id, (extract(epoch from at) * 1000)::float8 as at_ms, actor_id, person_id, subject, task_title, from_status_id, to_status_id,
      to_char(from_start_date, 'YYYY-MM-DD HH24:MI:SS') as from_start_date, to_char(from_end_date, 'YYYY-MM-DD HH24:MI:SS') as from_end_date,
      to_char(to_start_date, 'YYYY-MM-DD HH24:MI:SS') as to_start_date, to_char(to_end_date, 'YYYY-MM-DD HH24:MI:SS') as to_end_date
    from (${sources}) e
    order by at desc, (kind = 'project_created'), kind, ref_id desc, person_id
    limit ${page.per_page} offset ${(page.page - 1) * page.per_page}`);
  const rows = (result as unknown as { rows: (Omit<ActivityRow, 'at'> & { at_ms: number })[] }).rows;
  return { rows: rows.map(({ at_ms, ...row }) => ({ ...row, at: new Date(Number(at_ms)) })), total };
}

/** What a move changed: the statuses (and the milestone it reached), or the dates. */
export type TaskMoveFacts = Omit<typeof projectTaskMoves.$inferInsert, 'id' | 'created_at' | 'project_id' | 'task_id' | 'task_title' | 'user_id'>;

/** Records a task's move across statuses (with the milestone's name when it completed its last open task) or in time. */
export async function insertTaskMove(tx: Db, values: typeof projectTaskMoves.$inferInsert): Promise<void> {
  await tx.insert(projectTaskMoves).values(values);
}

