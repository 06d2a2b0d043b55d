import type { projectOptionsResponseSchema } from '@openhouse/shared/projects/project-schemas';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** GET /task/project_list: the projects I run, to attach a prospect to or to print a QR code for. */
export const projectChoicesQuery = queryOptions({
  queryKey: ['network', 'project-choices'],
  queryFn: ({ signal }) => api.get<z.output<typeof projectOptionsResponseSchema>>('/task/project_list', { signal }).then((answer) => answer.data),
});
