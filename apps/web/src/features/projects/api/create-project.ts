import type { createProjectSchema, projectResponseSchema } from '@openhouse/shared/projects/project-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { projectsKey } from './project-keys';

export type NewProject = z.output<typeof createProjectSchema> & { image: File | null };
type CreatedProject = z.output<typeof projectResponseSchema>;

/** POST /projects, multipart: the fields, the chosen milestone templates as milestone_template_ids[], the image file. */
export function createProject({ image, milestone_template_ids, ...fields }: NewProject): Promise<CreatedProject> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null && value !== '') form.append(name, String(value));
  }
  for (const id of milestone_template_ids ?? []) form.append('milestone_template_ids[]', String(id));
  if (image) form.append('image', image);
  return api.post<CreatedProject>('/projects', form);
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createProject, onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsKey }) });
}
