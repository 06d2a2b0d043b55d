import type { guestAppointmentResponseSchema, guestAppointmentTokenSchema } from '@openhouse/shared/meetings/appointment-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

type GuestAnswer = z.output<typeof guestAppointmentResponseSchema>;
const guestKey = (id: number) => ['scheduling', 'guest-appointment', id] as const;

/** GET /scheduling/appointments/{id}?token (public): the visitor's appointment, through their e-mailed link. */
export function useGuestAppointment(id: number, token: string) {
  const query = { token } satisfies z.input<typeof guestAppointmentTokenSchema>;
  return useQuery({
    queryKey: guestKey(id),
    queryFn: ({ signal }) => api.get<GuestAnswer>(`/scheduling/appointments/${id}`, { query, signal }).then((answer) => answer.data),
    retry: false,
  });
}

/** POST /scheduling/appointments/{id}/cancel (public, the link's token). */
export function useCancelGuestAppointment(id: number, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<GuestAnswer>(`/scheduling/appointments/${id}/cancel`, { token } satisfies z.input<typeof guestAppointmentTokenSchema>),
    onSuccess: (answer) => queryClient.setQueryData(guestKey(id), answer.data),
  });
}
