import type { publicUserResponseSchema } from '@openhouse/shared/projects/project-schemas';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** GET /user-details/{id} (public): the realtor a capture page or thank-you page introduces. */
export function usePublicRealtor(realtorId: number) {
  return useQuery({
    queryKey: ['network', 'public-realtor', realtorId],
    queryFn: ({ signal }) => api.get<z.output<typeof publicUserResponseSchema>>(`/user-details/${realtorId}`, { signal }).then((answer) => answer.data),
    enabled: Number.isInteger(realtorId) && realtorId > 0,
    retry: false,
  });
}
