import type { peopleResponseSchema } from '@openhouse/shared/projects/project-schemas';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { projectsKey } from './project-keys';

export type PersonRef = z.output<typeof peopleResponseSchema>['data'][number];

/** GET /project/seller_list: the sellers the realtor works with, for a new project's seller. */
export function useSellers() {
  return useQuery({
    queryKey: [...projectsKey, 'sellers'],
    queryFn: ({ signal }) => api.get<z.output<typeof peopleResponseSchema>>('/project/seller_list', { signal }).then((answer) => answer.data),
  });
}
