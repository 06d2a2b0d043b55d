import { projectMessages as m } from '@openhouse/shared/projects/messages';
import { COMPLETED_TASK_STATUS_ID, DEFAULT_TASK_STATUS_ID, groupTasks, normaliseTaskDateTime, TASK_STATUSES } from '@openhouse/shared/projects/rules';
import type { CreateTaskGroupInput, CreateTaskInput, TaskListQuery, UpdateTaskInput } from '@openhouse/shared/projects/task-schemas';
import { todayIn } from '@openhouse/shared/format/datetime';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import type { Emit } from '../../platform/events/events';
import { AppError, forbidden, invalidField, notFound } from '../../platform/http/errors';
import { findPerson, hasRole } from '../accounts/people';
import { accountsOnVendorLists } from '../vendors/vendors.queries';
import { insertTaskMove, type TaskMoveFacts } from './activity.repository';
import { announceMilestoneIfReached } from './milestone-progress';
import { requireMilestone } from './milestones.service';
import { projectAccess, taskAccess } from './projects.access';
import { taskAssigned } from './projects.events';
import type { ProjectWithPeople } from './projects.repository';
import { projectLabel, toTasks } from './project-views';
import {
  deleteTask,
  findTaskGroup,
  findTaskListRow,
  insertTask,
  insertTaskGroup,
  setAssignees,
  taskGroupsOfProject,
  taskGroupsWithCounts,
  tasksAssignedTo,
  tasksOfGroups,
  tasksOfProject,
  updateTask,
} from './tasks.repository';
import { insertTaskTemplate } from './templates.repository';

export function taskStatuses() {
  return { data: TASK_STATUSES.map((status) => ({ id: status.id, name: status.name })) };
}

/** One task as the lists show it. */
async function taskView(platform: Platform, id: number) {
  const row = await findTaskListRow(platform.db, id);
  if (!row) throw notFound(m.taskNotFound);
  const [task] = await toTasks(platform.db, [row]);
  return task!;
}

/**
 * GET /milestone/task: a project's tasks (every milestone: the collected view), or without a project the
 * caller's assigned tasks across projects (the vendor's landing page). Answered flat and grouped by week.
 */
export async function listTasks(platform: Platform, actor: Actor, query: TaskListQuery) {
  let rows;
  if (query.project_id) {
    await projectAccess.require(platform.db, actor, 'read', query.project_id);
    rows = await tasksOfProject(platform.db, query.project_id, { milestoneId: query.milestone_id, statusId: query.status_id });
  } else {
    rows = await tasksAssignedTo(platform.db, actor.id, { statusId: query.status_id });
    if (query.milestone_id) rows = rows.filter((row) => row.milestone_id === query.milestone_id);
  }
  const data = await toTasks(platform.db, rows);
  return { data, groups: groupTasks(data, todayIn(null)) };
}

export async function readTask(platform: Platform, actor: Actor, id: number) {
  await taskAccess.require(platform.db, actor, 'read', id);
  return { data: await taskView(platform, id) };
}

/**
 * Assignees are the project's own realtors, or vendors on the assigning realtor's vendor list (an admin uses
 * the project owner's list). Anyone else, another realtor's vendor included, is refused exactly as an unknown id
 * is, so accounts cannot be probed (docs/DECISIONS.md, Projects). Those already assigned may stay.
 */
async function checkAssignees(db: Db, actor: Actor, project: ProjectWithPeople, ids: readonly number[], alreadyAssigned: readonly number[] = []): Promise<void> {
  const team = new Set([project.realtor_id, ...project.realtor_ids, ...alreadyAssigned]);
  const others = [...new Set(ids)].filter((id) => !team.has(id));
  if (others.length === 0) return;
  const listOwners = actor.roles.includes('Admin') ? [actor.id, project.realtor_id] : [actor.id];
  const listed = await accountsOnVendorLists(db, listOwners, others);
  for (const id of others) {
    if (!listed.has(id) || !(await hasRole(db, id, 'Vendor'))) throw invalidField('assignees', m.assigneeInvalid);
  }
}

async function tellAssignees(tx: Db, emit: Emit, actor: Actor, task: { id: number; title: string }, project: ProjectWithPeople, added: readonly number[]) {
  const userIds = added.filter((id) => id !== actor.id);
  if (userIds.length === 0) return;
  const assignedBy = (await findPerson(tx, actor.id))?.name ?? 'Your realtor';
  await emit(taskAssigned, { taskId: task.id, projectId: project.id, title: task.title, address: projectLabel(project.property_address), assignedBy, userIds });
}

export async function createTask(platform: Platform, actor: Actor, input: CreateTaskInput) {
  const { milestone, project } = await requireMilestone(platform, actor, 'manage', input.milestone_id);
  if (input.task_group_id) {
    const group = await findTaskGroup(platform.db, input.task_group_id);
    if (!group || group.milestone_id !== milestone.id) throw invalidField('task_group_id', m.taskGroupNotFound);
  }
  if (input.assignees) await checkAssignees(platform.db, actor, project, input.assignees);
  const task = await platform.events.transaction(async (tx, emit) => {
    const row = await insertTask(tx, {
      project_id: project.id,
      milestone_id: milestone.id,
      task_group_id: input.task_group_id ?? null,
      title: input.title,
      status_id: input.status_id ?? DEFAULT_TASK_STATUS_ID,
      task_start_date: input.task_start_date ?? null,
      task_end_date: input.task_end_date ?? null,
      created_by: actor.id,
    });
    const added = await setAssignees(tx, row.id, input.assignees ?? [], actor.id);
    await tellAssignees(tx, emit, actor, row, project, added);
    return row;
  });
  return { message: m.taskCreated, data: await taskView(platform, task.id) };
}

/**
 * PUT /milestone/task/{id}. Assignees move a task's status only; the project's realtors change anything.
 * Dates arrive together (the schema refuses one without the other, or reversed).
 */
export async function editTask(platform: Platform, actor: Actor, id: number, input: UpdateTaskInput) {
  const task = await taskAccess.require(platform.db, actor, 'work', id);
  const onlyStatus = Object.keys(input).every((key) => key === 'status_id');
  if (!onlyStatus && !taskAccess.can(actor, 'manage', task)) throw forbidden();
  if (input.assignees) await checkAssignees(platform.db, actor, task.project, input.assignees, task.assignee_ids);
  await platform.events.transaction(async (tx, emit) => {
    await updateTask(tx, task.id, {
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.status_id !== undefined ? { status_id: input.status_id } : {}),
      ...(input.task_start_date !== undefined ? { task_start_date: input.task_start_date, task_end_date: input.task_end_date } : {}),
    });
    const completes = input.status_id === COMPLETED_TASK_STATUS_ID && task.status_id !== COMPLETED_TASK_STATUS_ID;
    const reached = completes ? await announceMilestoneIfReached(tx, emit, task.project, task.milestone_id) : null;
    const title = input.title ?? task.title;
    if (input.status_id !== undefined && input.status_id !== task.status_id) await recordMove(tx, actor, task, title, { from_status_id: task.status_id, to_status_id: input.status_id, milestone_name: reached });
    const from = { start: datesOf(task.task_start_date), end: datesOf(task.task_end_date) };
    if (input.task_start_date !== undefined && input.task_end_date !== undefined && (input.task_start_date !== from.start || input.task_end_date !== from.end)) {
      await recordMove(tx, actor, task, title, { from_start_date: from.start, from_end_date: from.end, to_start_date: input.task_start_date, to_end_date: input.task_end_date });
    }
    if (input.assignees) {
      const added = await setAssignees(tx, task.id, input.assignees, actor.id);
      await tellAssignees(tx, emit, actor, { id: task.id, title: input.title ?? task.title }, task.project, added);
    }
  });
  return { message: m.taskUpdated, data: await taskView(platform, task.id) };
}

/** A task's stored date as the schemas write one (the driver's own form may differ), or null when unset. */
const datesOf = (value: string | null) => (value === null ? null : normaliseTaskDateTime(value));

/**
 * Keeps a move for the activity log, in the move's transaction: across statuses (with the milestone it reached,
 * by name, if it did) or in time (the dates before and after).
 */
async function recordMove(tx: Db, actor: Actor, task: { id: number; project_id: number }, title: string, move: TaskMoveFacts) {
  await insertTaskMove(tx, { project_id: task.project_id, task_id: task.id, task_title: title, user_id: actor.id, ...move });
}

/**
 * DELETE /milestone/task/{id}. The removal is kept for the activity log; removing the last open task of a
 * milestone whose other tasks are done reaches it, as completing that task would have.
 */
export async function removeTask(platform: Platform, actor: Actor, id: number) {
  const task = await taskAccess.require(platform.db, actor, 'manage', id);
  await platform.events.transaction(async (tx, emit) => {
    await deleteTask(tx, task.id);
    const reached = task.status_id === COMPLETED_TASK_STATUS_ID ? null : await announceMilestoneIfReached(tx, emit, task.project, task.milestone_id);
    await insertTaskMove(tx, { project_id: task.project_id, task_id: null, task_title: task.title, user_id: actor.id, from_status_id: task.status_id, milestone_name: reached });
  });
  return { message: m.taskDeleted };
}

/** A task group (path not shown in the spec: POST /task-groups); saved as a template on request, in the same transaction. */
export async function createTaskGroup(platform: Platform, actor: Actor, input: CreateTaskGroupInput) {
  const { milestone } = await requireMilestone(platform, actor, 'manage', input.milestone_id);
  try {
    const group = await platform.events.transaction(async (tx) => {
      const templateId = input.save_as_template ? await insertTaskTemplate(tx, { owner_id: actor.id, name: input.name, milestone_template_id: null }, []) : null;
      return insertTaskGroup(tx, { milestone_id: milestone.id, name: input.name, template_id: templateId });
    });
    return { message: m.taskGroupCreated, data: { id: group.id, milestone_id: group.milestone_id, name: group.name, template_id: group.template_id } };
  } catch (error) {
    if (error instanceof AppError) throw error;
    platform.log.error({ err: error }, 'task group not saved');
    throw new AppError(409, m.taskGroupAddFailed);
  }
}

/** GET /task-groups?project_id=: every task group of a project, those still without tasks too (docs/API.md). */
export async function listTaskGroups(platform: Platform, actor: Actor, projectId: number) {
  const project = await projectAccess.require(platform.db, actor, 'read', projectId);
  return { data: await taskGroupsWithCounts(platform.db, project.id) };
}

/** GET /milestone/task/{projectId}: the project's task groups keyed by title, as the calendar reads them. */
export async function milestoneTaskGroups(platform: Platform, actor: Actor, projectId: number) {
  const project = await projectAccess.require(platform.db, actor, 'read', projectId);
  const groups = await taskGroupsOfProject(platform.db, project.id);
  const tasks = await tasksOfGroups(platform.db, groups.map((g) => g.group.id));
  const data: Record<string, { id: number; date: string | null; project_name: string; tasks: { id: number; title: string }[] }[]> = {};
  for (const { group, start_date, end_date } of groups) {
    (data[group.name] ??= []).push({
      id: group.id,
      // The group's own span once moved on the calendar, else its milestone's dates; an undated group has none.
      date: group.start_date && group.end_date ? `${group.start_date}|${group.end_date}` : start_date && end_date ? `${start_date}|${end_date}` : null,
      project_name: projectLabel(project.property_address),
      tasks: tasks.filter((task) => task.task_group_id === group.id).map((task) => ({ id: task.id, title: task.title })),
    });
  }
  return { data };
}
