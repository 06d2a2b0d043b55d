import type {
  calendarFeedResponseSchema,
  CalendarQuery,
  calendarResponseSchema,
  calendarShareResponseSchema,
  newCalendarFeedResponseSchema,
  newCalendarShareResponseSchema,
  PrintCalendarInput,
  printCalendarResponseSchema,
  PublicCalendarQuery,
} from '@openhouse/shared/calendar/schemas';
import type { taskGroupDatesResponseSchema, UpdateTaskGroupDatesInput } from '@openhouse/shared/projects/task-schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

type CalendarAnswer = z.output<typeof calendarResponseSchema>;
/** The schema coerces ids from the query string; the page sends numbers. */
type PrintCalendarRequest = Omit<PrintCalendarInput, 'milestone_id' | 'vendor_id'> & { milestone_id?: number; vendor_id?: number };
type MyCalendarRequest = Omit<CalendarQuery, 'milestone_id' | 'vendor_id'> & { milestone_id?: number; vendor_id?: number };

/*
 * The calendar's keys start with 'meetings': cancelling a meeting (its details dialog) refreshes every meetings
 * key, so the calendar drops the cancelled meeting without knowing about the dialog.
 */
export const calendarKeys = {
  all: ['meetings', 'calendar'] as const,
  mine: (query: MyCalendarRequest) => ['meetings', 'calendar', 'mine', query] as const,
  public: (query: PublicCalendarQuery) => ['meetings', 'calendar', 'public', query] as const,
  share: ['calendar-share'] as const,
  feed: ['calendar-feed'] as const,
};

/** GET /calendar/events: what I take part in between two dates; the previous range stays while the next loads. */
export function useMyCalendar(query: MyCalendarRequest) {
  return useQuery({
    queryKey: calendarKeys.mine(query),
    queryFn: ({ signal }) => api.get<CalendarAnswer>('/calendar/events', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /calendar/public: a calendar through its link, read-only. */
export function usePublicCalendar(query: PublicCalendarQuery) {
  return useQuery({
    queryKey: calendarKeys.public(query),
    queryFn: ({ signal }) => api.get<CalendarAnswer>('/calendar/public', { query, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** PUT /task-groups/{id}/dates ('Update Date', drag); the calendar reloads after. */
export function useUpdateTaskGroupDates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateTaskGroupDatesInput }) => api.put<z.output<typeof taskGroupDatesResponseSchema>>(`/task-groups/${id}/dates`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}

export function useCalendarShare() {
  return useQuery({ queryKey: calendarKeys.share, queryFn: ({ signal }) => api.get<z.output<typeof calendarShareResponseSchema>>('/calendar/share', { signal }) });
}

/** POST /calendar/share makes a new link (the old stops working); DELETE turns sharing off. */
export function useShareActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: calendarKeys.share });
  const create = useMutation({ mutationFn: () => api.post<z.output<typeof newCalendarShareResponseSchema>>('/calendar/share'), onSuccess: refresh });
  const stop = useMutation({ mutationFn: () => api.delete<z.output<typeof calendarShareResponseSchema>>('/calendar/share'), onSuccess: refresh });
  return { create, stop };
}

export function useCalendarFeed() {
  return useQuery({ queryKey: calendarKeys.feed, queryFn: ({ signal }) => api.get<z.output<typeof calendarFeedResponseSchema>>('/calendar/feed', { signal }) });
}

/** POST /calendar/feed: a new subscription link; the old one stops working. */
export function useResetFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<z.output<typeof newCalendarFeedResponseSchema>>('/calendar/feed'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.feed }),
  });
}

/** POST /calendar/print: the month as a PNG or a PDF (a data: URL for the preview and the download). */
export function usePrintCalendar() {
  return useMutation({ mutationFn: (body: PrintCalendarRequest) => api.post<z.output<typeof printCalendarResponseSchema>>('/calendar/print', body) });
}
