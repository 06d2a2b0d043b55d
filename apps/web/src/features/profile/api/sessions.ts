import type { activeSessionsResponseSchema, signedOutOthersSchema } from '@openhouse/shared/settings/sessions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

type Sessions = z.output<typeof activeSessionsResponseSchema>;

const sessionsKey = ['sessions'] as const;

export function useActiveSessions() {
  return useQuery({ queryKey: sessionsKey, queryFn: ({ signal }) => api.get<Sessions>('/sessions', { signal }) });
}

export function useSignOutSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ message: string }>(`/sessions/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export function useSignOutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<z.output<typeof signedOutOthersSchema>>('/sessions/sign-out-others'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
