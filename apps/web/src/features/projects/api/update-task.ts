import type { taskResponseSchema, updateTaskSchema } from '@openhouse/shared/projects/task-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { projectKeys } from './project-keys';

export type TaskChange = { taskId: number; changes: z.input<typeof updateTaskSchema> };
type UpdatedTask = z.output<typeof taskResponseSchema>;

/** PUT /milestone/task/{id}: status (the board), dates (the due-date modal) or assignees (the assign-vendor modal). */
export function updateTask({ taskId, changes }: TaskChange): Promise<UpdatedTask> {
  return api.put<UpdatedTask>(`/milestone/task/${taskId}`, changes);
}

export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateTask, onSettled: () => queryClient.invalidateQueries({ queryKey: projectKeys.allTasks() }) });
}
