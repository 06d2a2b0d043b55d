import type { createTaskSchema, taskResponseSchema } from '@openhouse/shared/projects/task-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { projectsKey } from './project-keys';

type CreatedTask = z.output<typeof taskResponseSchema>;

/** POST /milestone/task: a task in a milestone (and a task group), with its status, assignees and dates. */
export function createTask(body: z.input<typeof createTaskSchema>): Promise<CreatedTask> {
  return api.post<CreatedTask>('/milestone/task', body);
}

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTask, onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsKey }) });
}
