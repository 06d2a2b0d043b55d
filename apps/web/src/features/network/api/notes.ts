import type { messageOnlySchema, noteInputSchema, noteListSchema, noteResponseSchema } from '@openhouse/shared/network/network-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { networkKeys } from './network-keys';

/** GET /network-conversations?network_id= */
export function useNotes(prospectId: number) {
  return useQuery({
    queryKey: networkKeys.notes(prospectId),
    queryFn: ({ signal }) => api.get<z.output<typeof noteListSchema>>('/network-conversations', { query: { network_id: prospectId }, signal }).then((answer) => answer.data),
  });
}

/** POST, PUT and DELETE /network-conversations: each refreshes the thread. */
export function useNoteActions(prospectId: number) {
  const queryClient = useQueryClient();
  // The prospect's timeline shows the notes too.
  const onSuccess = () => Promise.all([queryClient.invalidateQueries({ queryKey: networkKeys.notes(prospectId) }), queryClient.invalidateQueries({ queryKey: networkKeys.timeline(prospectId) })]);
  return {
    add: useMutation({ mutationFn: (body: z.input<typeof noteInputSchema>) => api.post<z.output<typeof noteResponseSchema>>('/network-conversations', body), onSuccess }),
    edit: useMutation({
      mutationFn: ({ id, message }: { id: number; message: string }) => api.put<z.output<typeof noteResponseSchema>>(`/network-conversations/${id}`, { message }),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: number) => api.delete<z.output<typeof messageOnlySchema>>(`/network-conversations/${id}`), onSuccess }),
  };
}
