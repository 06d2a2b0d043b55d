import type {
  meetingInviteListSchema,
  meetingInviteReadSchema,
  meetingInviteResponseSchema,
  meetingInvitesQuerySchema,
  meetingParticipantsResponseSchema,
  PersonTourInput,
  TourAnswerInput,
  tourFreeTimesQuerySchema,
  tourFreeTimesResponseSchema,
  VideoTourInput,
} from '@openhouse/shared/meetings/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

type InviteList = z.output<typeof meetingInviteListSchema>;
type InviteAnswer = z.output<typeof meetingInviteResponseSchema>;
type ParticipantsAnswer = z.output<typeof meetingParticipantsResponseSchema>;

export const meetingKeys = {
  all: ['meetings'] as const,
  invites: (limit: number) => ['meetings', 'invites', limit] as const,
  upcoming: (limit: number) => ['meetings', 'upcoming', limit] as const,
  participants: (id: number) => ['meetings', 'participants', id] as const,
};

/** GET /video_tour/meeting_invites?limit: my latest invites, sent or received. */
export function useMeetingInvites(limit: number) {
  const query = { limit } satisfies z.input<typeof meetingInvitesQuerySchema>;
  return useQuery({
    queryKey: meetingKeys.invites(limit),
    queryFn: ({ signal }) => api.get<InviteList>('/video_tour/meeting_invites', { query, signal }),
    refetchOnMount: 'always',
  });
}

/** GET /upcoming-meeting-invites?limit: my meetings still to come, soonest first. */
export function useUpcomingInvites(limit: number) {
  return useQuery({
    queryKey: meetingKeys.upcoming(limit),
    queryFn: ({ signal }) =>
      api.get<InviteList>('/upcoming-meeting-invites', {
        query: { limit },
        signal,
      }),
    refetchOnMount: 'always',
  });
}

export const participantsQuery = (meetingId: number) =>
  queryOptions({
    queryKey: meetingKeys.participants(meetingId),
    queryFn: ({ signal }) =>
      api.get<ParticipantsAnswer>('/video_tour/participants', {
        query: { meetingInviteId: meetingId },
        signal,
      }),
  });

/** DELETE /video_tour/cancel/{id}; every meeting list refreshes after. */
export function useCancelMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<InviteAnswer>(`/video_tour/cancel/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingKeys.all }),
  });
}

export type TourKind = 'person_tour' | 'video_tour';

/** POST /person_tour or /video_tour. */
export function useBookTour() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, body }: { kind: TourKind; body: PersonTourInput | VideoTourInput }) => api.post<InviteAnswer>(`/${kind}`, body),
    // A refused time (taken, too soon, too close to another meeting) reloads the free times too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: meetingKeys.all }),
  });
}

/** GET /video_tour/meeting_invites/{id}: one meeting, for its details. */
export const meetingQuery = (meetingId: number) =>
  queryOptions({
    queryKey: [...meetingKeys.all, 'one', meetingId] as const,
    queryFn: ({ signal }) =>
      api.get<z.output<typeof meetingInviteReadSchema>>(`/video_tour/meeting_invites/${meetingId}`, { signal }).then((answer) => answer.data),
  });

/** GET /tour/free-times?property_id&date: the listing realtor's free tour hours of a date (on the realtor's clock). */
export function useTourFreeTimes(propertyId: number, date: string) {
  const query = { property_id: propertyId, date } satisfies z.input<typeof tourFreeTimesQuerySchema>;
  return useQuery({
    queryKey: [...meetingKeys.all, 'tour-free-times', propertyId, date] as const,
    queryFn: ({ signal }) => api.get<z.output<typeof tourFreeTimesResponseSchema>>('/tour/free-times', { query, signal }).then((answer) => answer.data),
    enabled: date !== '',
  });
}

/** POST /tour/{id}/answer: the realtor accepts, declines with a reason, or proposes another time. */
export function useAnswerTour() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TourAnswerInput }) => api.post<InviteAnswer>(`/tour/${id}/answer`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingKeys.all }),
  });
}

/** POST /tour/{id}/accept-time: the buyer takes the time the realtor proposed. */
export function useAcceptProposedTime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<InviteAnswer>(`/tour/${id}/accept-time`, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meetingKeys.all }),
  });
}
