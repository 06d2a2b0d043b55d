import type { ProjectStatus } from '@openhouse/shared/projects/rules';

/** Every query of this feature lives under this key; a change to a project or a task refreshes what shows it. */
export const projectsKey = ['projects'] as const;

export type ProjectListFilter = { status: ProjectStatus; page: number };
export type TaskListFilter = { projectId?: number };

export const projectKeys = {
  list: (filter: ProjectListFilter) => [...projectsKey, 'list', filter] as const,
  detail: (id: number) => [...projectsKey, 'detail', id] as const,
  activity: (id: number, page: number) => [...projectsKey, 'activity', id, page] as const,
  milestones: (projectId: number) => [...projectsKey, 'milestones', projectId] as const,
  milestoneTemplates: () => [...projectsKey, 'milestone-templates'] as const,
  tasks: (filter: TaskListFilter) => [...projectsKey, 'tasks', filter] as const,
  taskGroups: (projectId: number) => [...projectsKey, 'task-groups', projectId] as const,
  allTasks: () => [...projectsKey, 'tasks'] as const,
  statuses: () => [...projectsKey, 'statuses'] as const,
  taskFiles: (taskId: number) => [...projectsKey, 'task-files', taskId] as const,
  vendors: (search: string) => [...projectsKey, 'vendors', search] as const,
};
