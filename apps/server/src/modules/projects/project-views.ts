import { displayAddress, projectProgress, TASK_STATUSES } from '@openhouse/shared/projects/rules';
import type { PersonRef, Project } from '@openhouse/shared/projects/project-schemas';
import type { Milestone, Task } from '@openhouse/shared/projects/task-schemas';
import type { Actor } from '../../platform/auth/session';
import type { Db } from '../../platform/db/client';
import { findPeople, type Person } from '../accounts/people';
import { projectRelations } from './projects.access';
import { taskCounts, type MilestoneRow, type ProjectWithPeople } from './projects.repository';
import { assigneesOf, type TaskListRow } from './tasks.repository';

export const personRef = (person: Pick<Person, 'id' | 'name' | 'email' | 'picture'>): PersonRef => ({
  id: person.id,
  name: person.name,
  email: person.email,
  picture: person.picture,
});

const UNKNOWN: PersonRef = { id: 0, name: 'Unknown', email: '', picture: null };

/** People by id, in one read, for mapping many rows. */
export async function peopleById(db: Db, ids: readonly number[]): Promise<Map<number, PersonRef>> {
  const people = await findPeople(db, [...new Set(ids)]);
  return new Map(people.map((person) => [person.id, personRef(person)]));
}

function myRole(actor: Actor, project: ProjectWithPeople): Project['my_role'] {
  const relations = projectRelations(actor, project);
  if (relations.includes('owner')) return 'owner';
  if (relations.includes('realtor')) return 'realtor';
  if (relations.includes('admin')) return 'admin';
  if (relations.includes('seller')) return 'seller';
  return 'vendor';
}

/** Projects as cards and the details page show them, with two reads for the whole list. */
export async function toProjects(db: Db, actor: Actor, rows: readonly ProjectWithPeople[]): Promise<(Project & { realtors: PersonRef[] })[]> {
  const people = await peopleById(db, rows.flatMap((row) => [row.realtor_id, ...(row.seller_id ? [row.seller_id] : []), ...row.realtor_ids]));
  const counts = await taskCounts(db, rows.map((row) => row.id));
  return rows.map((row) => {
    const tasks = counts.get(row.id) ?? { total: 0, completed: 0 };
    return {
      id: row.id,
      uuid: row.uuid,
      value: row.value,
      property_address: row.property_address,
      city: row.city,
      state: row.state,
      image_path: row.image_path,
      status: row.status,
      start_date: row.start_date,
      due_date: row.due_date,
      completed_at: row.completed_at?.toISOString() ?? null,
      property_id: row.property_id,
      transaction_id: row.transaction_id,
      realtor: people.get(row.realtor_id) ?? UNKNOWN,
      seller: row.seller_id ? (people.get(row.seller_id) ?? null) : null,
      progress: projectProgress(tasks.completed, tasks.total),
      task_count: tasks.total,
      completed_task_count: tasks.completed,
      my_role: myRole(actor, row),
      created_at: row.created_at.toISOString(),
      realtors: row.realtor_ids.map((id) => people.get(id)).filter((person): person is PersonRef => Boolean(person)),
    };
  });
}

export function toMilestone(row: MilestoneRow & { task_count?: number; completed_task_count?: number }): Milestone {
  return {
    id: row.id,
    project_id: row.project_id,
    milestone_name: row.name,
    name: row.name,
    start_date: row.start_date,
    end_date: row.end_date,
    position: row.position,
    task_count: row.task_count ?? 0,
    completed_task_count: row.completed_task_count ?? 0,
  };
}

const statusOf = (id: number) => TASK_STATUSES.find((status) => status.id === id) ?? TASK_STATUSES[0];

/** Tasks as lists show them: assignees read in one go. */
export async function toTasks(db: Db, rows: readonly TaskListRow[]): Promise<Task[]> {
  const assignees = await assigneesOf(db, rows.map((row) => row.id));
  const people = await peopleById(db, [...assignees.values()].flat());
  return rows.map((row) => {
    const status = statusOf(row.status_id);
    return {
      id: row.id,
      title: row.title,
      status_id: status.id,
      status: { id: status.id, name: status.name },
      assignees: (assignees.get(row.id) ?? []).map((id) => people.get(id)).filter((person): person is PersonRef => Boolean(person)),
      task_start_date: row.task_start_date?.slice(0, 19) ?? null,
      task_end_date: row.task_end_date?.slice(0, 19) ?? null,
      milestone: { id: row.milestone_id, milestone_name: row.milestone_name },
      task_group: row.task_group_id && row.task_group_name ? { id: row.task_group_id, name: row.task_group_name } : null,
      project: { id: row.project_id, uuid: row.project_uuid, property_address: row.property_address },
      file_count: row.file_count,
      comment_count: row.comment_count,
      created_at: row.created_at.toISOString(),
    };
  });
}

/** The address as notices name a project. */
export const projectLabel = (address: string) => displayAddress(address) || address;

type Authored = { id: number; user_id: number; created_at: Date; updated_at: Date };

/** Comments and notes as their threads show them: the author (read in one go), whether the caller wrote it, ISO times. */
export async function withAuthors<R extends Authored>(db: Db, actor: Actor, rows: readonly R[]) {
  const people = await peopleById(db, rows.map((row) => row.user_id));
  return rows.map((row) => ({
    row,
    id: row.id,
    author: people.get(row.user_id) ?? { ...UNKNOWN, id: row.user_id },
    can_edit: row.user_id === actor.id,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }));
}
