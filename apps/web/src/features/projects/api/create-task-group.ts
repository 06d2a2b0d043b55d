import type { createTaskGroupSchema, taskGroupResponseSchema } from '@openhouse/shared/projects/task-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { projectsKey } from './project-keys';

type CreatedTaskGroup = z.output<typeof taskGroupResponseSchema>;

/** POST /task-groups { milestone_id, name, save_as_template } (the spec shows no path; docs/API.md). */
export function createTaskGroup(body: z.input<typeof createTaskGroupSchema>): Promise<CreatedTaskGroup> {
  return api.post<CreatedTaskGroup>('/task-groups', body);
}

export function useCreateTaskGroup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTaskGroup, onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsKey }) });
}
