import { projectMessages as m } from '@openhouse/shared/projects/messages';
import type { Actor } from '../../platform/auth/session';
import { defineAccess, isAdmin } from '../../platform/access/access';
import { findProjectsWithPeople, type ProjectWithPeople } from './projects.repository';
import { findTasksWithPeople, type TaskWithPeople } from './tasks.repository';

type ProjectRelation = 'owner' | 'realtor' | 'seller' | 'vendor' | 'admin';
type ProjectPeople = Pick<ProjectWithPeople, 'id' | 'realtor_id' | 'seller_id' | 'realtor_ids' | 'vendor_ids'>;

export function projectRelations(actor: Actor | null, project: ProjectPeople): ProjectRelation[] {
  if (!actor) return [];
  const relations: ProjectRelation[] = [];
  if (actor.id === project.realtor_id) relations.push('owner');
  if (project.realtor_ids.includes(actor.id)) relations.push('realtor');
  if (actor.id === project.seller_id) relations.push('seller');
  if (project.vendor_ids.includes(actor.id)) relations.push('vendor');
  if (isAdmin(actor)) relations.push('admin');
  return relations;
}

/** Those who run the project: its owner, the realtors added to it, and admins. */
export const PROJECT_MANAGERS = ['owner', 'realtor', 'admin'] as const;

/**
 * A project (docs/DECISIONS.md, Who may do what): its realtors run it, its seller follows it, a vendor
 * knows it only through the tasks assigned to them (403 on the project itself), and to anyone else it does
 * not exist (404). Ending it (delete, mark complete) and choosing its realtors are its owner's.
 */
export const projectAccess = defineAccess({
  resource: 'project',
  load: findProjectsWithPeople,
  relations: projectRelations,
  known: (relations) => relations.length > 0,
  permissions: {
    read: [...PROJECT_MANAGERS, 'seller'],
    manage: PROJECT_MANAGERS,
    own: ['owner', 'admin'],
  },
  notFoundMessage: m.projectNotFound,
});

type TaskRelation = ProjectRelation | 'assignee';

/**
 * A task: the project's managers do everything with it; its assignees (vendors, team) read it, move its
 * status, comment and upload files; the project's seller reads it and comments. Others: 404.
 */
export const taskAccess = defineAccess({
  resource: 'project task',
  load: findTasksWithPeople,
  relations: (actor, task: Pick<TaskWithPeople, 'id' | 'project' | 'assignee_ids'>): TaskRelation[] => {
    if (!actor) return [];
    const relations: TaskRelation[] = projectRelations(actor, task.project).filter((relation) => relation !== 'vendor');
    if (task.assignee_ids.includes(actor.id)) relations.push('assignee');
    return relations;
  },
  known: (relations) => relations.length > 0,
  permissions: {
    read: [...PROJECT_MANAGERS, 'seller', 'assignee'],
    work: [...PROJECT_MANAGERS, 'assignee'],
    comment: [...PROJECT_MANAGERS, 'seller', 'assignee'],
    manage: PROJECT_MANAGERS,
  },
  notFoundMessage: m.taskNotFound,
});
