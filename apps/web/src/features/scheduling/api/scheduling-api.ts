import type { AppointmentInput, appointmentResponseSchema, availabilityResponseSchema, schedulingAgentResponseSchema } from '@openhouse/shared/meetings/appointment-schemas';
import type { AppointmentListQuery, appointmentListSchema, meetingInviteReadSchema, meetingInviteResponseSchema } from '@openhouse/shared/meetings/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type AgentAnswer = z.output<typeof schedulingAgentResponseSchema>['data'];
export type Availability = z.output<typeof availabilityResponseSchema>['data'];

const keys = {
  agent: (userName: string) => ['scheduling', 'agent', userName] as const,
  availability: (userId: number, date: string, interval: number) => ['scheduling', 'availability', userId, date, interval] as const,
};

/** GET /scheduling/users/{username} (public): the agent whose page it is; 404 when there is none. */
export function useSchedulingAgent(userName: string) {
  return useQuery({
    queryKey: keys.agent(userName),
    queryFn: ({ signal }) => api.get<z.output<typeof schedulingAgentResponseSchema>>(`/scheduling/users/${encodeURIComponent(userName)}`, { signal }).then((answer) => answer.data),
    retry: false,
  });
}

/** GET /scheduling/availability (public): the agent's free timings on a date, for an interval. */
export function useAvailability(userId: number, date: string, interval: number) {
  return useQuery({
    queryKey: keys.availability(userId, date, interval),
    queryFn: ({ signal }) =>
      api.get<z.output<typeof availabilityResponseSchema>>('/scheduling/availability', { signal, query: { user_id: userId, date, interval } }).then((answer) => answer.data),
    enabled: date !== '',
    retry: false,
  });
}

/** POST /scheduling/appointments (public). */
export function bookAppointment(body: AppointmentInput) {
  return api.post<z.output<typeof appointmentResponseSchema>>('/scheduling/appointments', body);
}

type AppointmentPage = z.output<typeof appointmentListSchema>;
type MeetingAnswer = z.output<typeof meetingInviteReadSchema>;

/*
 * Keys under 'meetings': cancelling (here or in the meeting dialog) refreshes every meetings key, these lists too.
 */
const appointmentKeys = {
  list: (query: AppointmentListQuery) => ['meetings', 'appointments', query] as const,
  one: (id: number) => ['meetings', 'appointment', id] as const,
};

/** GET /appointments: my bookings, upcoming or past, a page at a time. */
export function useAppointments(query: AppointmentListQuery) {
  return useQuery({
    queryKey: appointmentKeys.list(query),
    queryFn: ({ signal }) => api.get<AppointmentPage>('/appointments', { query: { when: query.when, page: query.page as number | undefined }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /video_tour/meeting_invites/{id}: one appointment, for its details. */
export function useAppointment(id: number) {
  return useQuery({
    queryKey: appointmentKeys.one(id),
    queryFn: ({ signal }) => api.get<MeetingAnswer>(`/video_tour/meeting_invites/${id}`, { signal }).then((answer) => answer.data),
    enabled: id > 0,
    retry: false,
  });
}

/** DELETE /video_tour/cancel/{id}: the visitor is e-mailed the cancellation. */
export function useCancelAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<z.output<typeof meetingInviteResponseSchema>>(`/video_tour/cancel/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['meetings'] }),
  });
}
