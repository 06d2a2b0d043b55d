import type { AppointmentInput, appointmentResponseSchema, availabilityResponseSchema, schedulingAgentResponseSchema } from '@openhouse/shared/meetings/appointment-schemas';
import { useQuery } from '@tanstack/react-query';
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
