import type { noticeSettingsResponseSchema, noticeSettingsSavedSchema, noticeSettingsUpdateSchema } from '@openhouse/shared/notifications/kinds';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type NoticeSettings = z.output<typeof noticeSettingsResponseSchema>;
type Saved = z.output<typeof noticeSettingsSavedSchema>;

export const noticeSettingsKey = ['notification-settings'] as const;

export const noticeSettingsQueryOptions = () =>
  queryOptions({ queryKey: noticeSettingsKey, queryFn: ({ signal }) => api.get<NoticeSettings>('/notification-settings', { signal }) });

export function useNoticeSettings() {
  return useQuery(noticeSettingsQueryOptions());
}

export function useUpdateNoticeSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: z.input<typeof noticeSettingsUpdateSchema>['settings']) => api.post<Saved>('/notification-settings', { settings }),
    onSuccess: (answer) => queryClient.setQueryData(noticeSettingsKey, { data: answer.data, master: answer.master }),
  });
}
