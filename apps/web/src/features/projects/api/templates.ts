import type { checklistHeadingSchema } from '@openhouse/shared/projects/checklist-schemas';
import type { checklistTemplateSchema, milestoneTemplateSchema, taskTemplateSchema } from '@openhouse/shared/projects/template-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { projectsKey } from './project-keys';

export type MilestoneTemplate = z.output<typeof milestoneTemplateSchema>;
export type TaskTemplate = z.output<typeof taskTemplateSchema>;
export type ChecklistTemplate = z.output<typeof checklistTemplateSchema>;
export type HeadingTemplate = z.output<typeof checklistHeadingSchema>;

type Message = { message?: string };

/**
 * One kind of settings template: its list (GET listPath) and, under basePath, create (POST), rename or edit
 * (PUT basePath/{id}) and delete (DELETE basePath/{id}). Any change refreshes every projects query, the
 * new-project form's milestone choices among them.
 */
export function useTemplateResource<T extends { id: number }>(listPath: string, basePath = listPath) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: projectsKey });
  const list = useQuery({
    queryKey: [...projectsKey, 'templates', listPath],
    queryFn: ({ signal }) => api.get<{ data: T[] }>(listPath, { signal }).then((answer) => answer.data),
  });
  const add = useMutation({
    mutationFn: (body: object) => api.post<Message>(basePath, body),
    onSuccess,
  });
  const edit = useMutation({
    mutationFn: ({ id, body }: { id: number; body: object }) => api.put<Message>(`${basePath}/${id}`, body),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.delete<Message>(`${basePath}/${id}`),
    onSuccess,
  });
  return { list, add, edit, remove };
}

export const useMilestoneTemplateAdmin = () => useTemplateResource<MilestoneTemplate>('/newmilestones');
export const useTaskTemplateAdmin = () => useTemplateResource<TaskTemplate>('/get_template_tasks', '/milestone-task-templates');
export const useChecklistTemplateAdmin = () => useTemplateResource<ChecklistTemplate>('/project-checklist-templates');
export const useHeadingTemplateAdmin = () => useTemplateResource<HeadingTemplate>('/project-checklist-headings');
