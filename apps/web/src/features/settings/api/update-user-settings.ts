import type { UserSetting } from '@openhouse/shared/notifications/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userSettingsKey } from './get-user-settings';

export type UpdateUserSettingsResponse = { message: string; data: UserSetting[] };

export function updateUserSettings(settings: UserSetting[]): Promise<UpdateUserSettingsResponse> {
  return api.post<UpdateUserSettingsResponse>('/user_settings/multiple', { settings });
}

export function useUpdateUserSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserSettings,
    onSuccess: (answer) => queryClient.setQueryData(userSettingsKey, { data: answer.data }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userSettingsKey }),
  });
}
