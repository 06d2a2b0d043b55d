import type { agentListSchema } from '@openhouse/shared/messaging/schemas';
import type { inviteSellerSchema, messageResponseSchema, projectProspectsResponseSchema, teamResponseSchema } from '@openhouse/shared/projects/project-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { projectKeys, projectsKey } from './project-keys';

type Message = z.output<typeof messageResponseSchema>;

/** GET /project-teams?project_id: everyone working on the project. */
export function useProjectTeam(projectId: number) {
  return useQuery({
    queryKey: [...projectKeys.detail(projectId), 'team'],
    queryFn: ({ signal }) => api.get<z.output<typeof teamResponseSchema>>('/project-teams', { query: { project_id: projectId }, signal }).then((answer) => answer.data),
  });
}

/** GET /project-prospects/{projectId}. */
export function useProjectProspects(projectId: number) {
  return useQuery({
    queryKey: [...projectKeys.detail(projectId), 'prospects'],
    queryFn: ({ signal }) => api.get<z.output<typeof projectProspectsResponseSchema>>(`/project-prospects/${projectId}`, { signal }).then((answer) => answer.data),
  });
}

/** POST /projects/invite-seller { project_id, name, email }. */
export function useInviteSeller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof inviteSellerSchema>) => api.post<Message>('/projects/invite-seller', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsKey }),
  });
}

/** DELETE /project-realtors/{realtorId}?project_id. */
export function useRemoveProjectRealtor(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (realtorId: number) => api.delete<Message>(`/project-realtors/${realtorId}`, { query: { project_id: projectId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsKey }),
  });
}

/** GET /agent_list?query: realtors by name, the people a project's owner may add to it. */
export function useRealtorSearch(query: string, enabled: boolean) {
  return useQuery({
    queryKey: [...projectsKey, 'realtor-search', query],
    queryFn: ({ signal }) => api.get<z.output<typeof agentListSchema>>('/agent_list', { query: { query }, signal }).then((answer) => answer.data),
    enabled,
  });
}

/** POST /project-realtors-add?project_id { realtor_ids }. */
export function useAddProjectRealtors(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (realtorIds: number[]) => api.post<Message>('/project-realtors-add', { realtor_ids: realtorIds }, { query: { project_id: projectId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsKey }),
  });
}
