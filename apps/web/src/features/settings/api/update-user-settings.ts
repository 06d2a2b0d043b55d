import type { userSettingsMultipleSchema, userSettingsSavedSchema } from '@openhouse/shared/notifications/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { userSettingsKey } from './get-user-settings';
import { noticeSettingsKey } from './notice-settings';

export type UpdateUserSettingsResponse = z.output<typeof userSettingsSavedSchema>;

export function updateUserSettings(settings: z.input<typeof userSettingsMultipleSchema>['settings']): Promise<UpdateUserSettingsResponse> {
  return api.post<UpdateUserSettingsResponse>('/user_settings/multiple', { settings });
}

export function useUpdateUserSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserSettings,
    onSuccess: (answer) => queryClient.setQueryData(userSettingsKey, { data: answer.data }),
    onSettled: async () => {
      // The notification settings show these as their master switches.
      await Promise.all([queryClient.invalidateQueries({ queryKey: userSettingsKey }), queryClient.invalidateQueries({ queryKey: noticeSettingsKey })]);
    },
  });
}
