import type { markCompleteSchema, messageResponseSchema, projectDatesSchema } from '@openhouse/shared/projects/project-schemas';
import type { milestoneResponseSchema, updateMilestoneSchema } from '@openhouse/shared/projects/task-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { projectsKey } from './project-keys';

type Message = z.output<typeof messageResponseSchema>;

/** POST /projects/mark-complete { project_id }. */
export function markProjectComplete(body: z.input<typeof markCompleteSchema>): Promise<Message> {
  return api.post<Message>('/projects/mark-complete', body);
}

/** PUT /project-dates { id, start_date, due_date } (the spec shows no path; docs/API.md). */
export function updateProjectDates(body: z.input<typeof projectDatesSchema>): Promise<Message> {
  return api.put<Message>('/project-dates', body);
}

export type MilestoneChange = { milestoneId: number; changes: z.input<typeof updateMilestoneSchema> };

/** PUT /project/milestone/{id}: a milestone's name and dates. */
export function updateMilestone({ milestoneId, changes }: MilestoneChange): Promise<z.output<typeof milestoneResponseSchema>> {
  return api.put<z.output<typeof milestoneResponseSchema>>(`/project/milestone/${milestoneId}`, changes);
}

/** Each of these changes what the project's pages show, so each refreshes the feature's queries. */
function useProjectMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsKey }) });
}

export const useMarkProjectComplete = () => useProjectMutation(markProjectComplete);
export const useUpdateProjectDates = () => useProjectMutation(updateProjectDates);
export const useUpdateMilestone = () => useProjectMutation(updateMilestone);
