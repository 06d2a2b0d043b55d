import type {
  checklistHeadingResponseSchema,
  checklistHeadingsResponseSchema,
  checklistNotePageSchema,
  checklistNoteResponseSchema,
  checklistResponseSchema,
  checklistsResponseSchema,
  createChecklistNoteSchema,
  createChecklistSchema,
  createHeadingSchema,
  updateChecklistSchema,
} from '@openhouse/shared/projects/checklist-schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { projectKeys, projectsKey } from './project-keys';

export type Checklist = z.output<typeof checklistsResponseSchema>['data'][number];
export type ChecklistHeading = z.output<typeof checklistHeadingsResponseSchema>['data'][number];
export type ChecklistNotePage = z.output<typeof checklistNotePageSchema>;

const checklistsKey = (projectId: number) => [...projectKeys.detail(projectId), 'checklists'] as const;

/** GET /project-checklists/{projectId} and GET /project-checklist-headings?project_id, read together. */
export function useChecklists(projectId: number) {
  return useQuery({
    queryKey: checklistsKey(projectId),
    queryFn: async ({ signal }) => {
      const [items, headings] = await Promise.all([
        api.get<z.output<typeof checklistsResponseSchema>>(`/project-checklists/${projectId}`, { signal }),
        api.get<z.output<typeof checklistHeadingsResponseSchema>>('/project-checklist-headings', { query: { project_id: projectId }, signal }),
      ]);
      return { items: items.data, headings: headings.data };
    },
  });
}

/** Every checklist change refreshes the project's checklists (and its head, whose counts may move). */
function useChecklistMutation<Input, Output>(projectId: number, mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: checklistsKey(projectId) }) });
}

export const useCreateHeading = (projectId: number) =>
  useChecklistMutation(projectId, (body: z.input<typeof createHeadingSchema>) => api.post<z.output<typeof checklistHeadingResponseSchema>>('/project-checklist-headings', body));

export const useCreateChecklist = (projectId: number) =>
  useChecklistMutation(projectId, (body: z.input<typeof createChecklistSchema>) => api.post<z.output<typeof checklistResponseSchema>>('/project-checklists', body));

export const useUpdateChecklist = (projectId: number) =>
  useChecklistMutation(projectId, ({ id, changes }: { id: number; changes: z.input<typeof updateChecklistSchema> }) =>
    api.put<z.output<typeof checklistResponseSchema>>(`/project-checklists/${id}`, changes),
  );

/** GET /checklist-notes?checklist_id&page: a checklist item's notes, a page at a time. */
export function useChecklistNotes(checklistId: number, page: number) {
  return useQuery({
    queryKey: [...projectsKey, 'checklist-notes', checklistId, page],
    queryFn: ({ signal }) => api.get<ChecklistNotePage>('/checklist-notes', { query: { checklist_id: checklistId, page }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAddChecklistNote(checklistId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof createChecklistNoteSchema>) => api.post<z.output<typeof checklistNoteResponseSchema>>('/checklist-notes', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...projectsKey, 'checklist-notes', checklistId] }),
  });
}

/** PUT /project-checklists-add/{projectId} { template_ids }: copies checklist templates into the project. */
export const useAddChecklistTemplates = (projectId: number) =>
  useChecklistMutation(projectId, (templateIds: number[]) =>
    api.put<z.output<typeof checklistsResponseSchema>>(`/project-checklists-add/${projectId}`, { template_ids: templateIds }),
  );

/** DELETE /project-checklists-add/{id}?project_id&deleteTemplate: removes an item, and with deleteTemplate its template too. */
export const useRemoveChecklist = (projectId: number) =>
  useChecklistMutation(projectId, ({ id, deleteTemplate }: { id: number; deleteTemplate: boolean }) =>
    api.delete<{ message: string }>(`/project-checklists-add/${id}`, { query: { project_id: projectId, deleteTemplate } }),
  );
