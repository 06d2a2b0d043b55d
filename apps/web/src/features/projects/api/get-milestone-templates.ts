import type { milestoneTemplatesResponseSchema } from '@openhouse/shared/projects/template-schemas';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { projectKeys } from './project-keys';

export type MilestoneTemplate = z.output<typeof milestoneTemplatesResponseSchema>['data'][number];

/** GET /milestones: the milestone templates a new project can start from (the default ones and the realtor's). */
export function useMilestoneTemplates() {
  return useQuery({
    queryKey: projectKeys.milestoneTemplates(),
    queryFn: ({ signal }) => api.get<z.output<typeof milestoneTemplatesResponseSchema>>('/milestones', { signal }).then((answer) => answer.data),
  });
}
