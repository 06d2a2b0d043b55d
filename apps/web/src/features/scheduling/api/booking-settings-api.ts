import type { BookingSettingsInput, bookingSettingsResponseSchema } from '@openhouse/shared/meetings/booking-settings-schemas';
import type { freeDaysResponseSchema } from '@openhouse/shared/meetings/appointment-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

type SettingsAnswer = z.output<typeof bookingSettingsResponseSchema>;
const settingsKey = ['scheduling', 'settings'] as const;

/** GET /scheduling/settings: my booking page's buffers, notice and ways to meet. */
export function useBookingSettings() {
  return useQuery({ queryKey: settingsKey, queryFn: ({ signal }) => api.get<SettingsAnswer>('/scheduling/settings', { signal }).then((answer) => answer.data) });
}

/** PUT /scheduling/settings. */
export function useSaveBookingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BookingSettingsInput) => api.put<SettingsAnswer>('/scheduling/settings', body),
    onSuccess: (answer) => queryClient.setQueryData(settingsKey, answer.data),
  });
}

/** GET /scheduling/free-days (public): the dates of a month (YYYY-MM) that still have a free time. */
export function useFreeDays(userId: number, month: string, interval: number) {
  return useQuery({
    queryKey: ['scheduling', 'availability', 'free-days', userId, month, interval],
    queryFn: ({ signal }) =>
      api.get<z.output<typeof freeDaysResponseSchema>>('/scheduling/free-days', { signal, query: { user_id: userId, month, interval } }).then((answer) => answer.data),
    retry: false,
  });
}
