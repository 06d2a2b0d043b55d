import { Group, Radio, Stack } from '@mantine/core';
import { settingsMessages, type UserSetting, type UserSettingKey } from '@openhouse/shared/notifications/schemas';
import { useState } from 'react';
import { SubmitButton } from '../../../components/submit-button';
import { toastError, toastSuccess } from '../../../lib/notify';
import { useUpdateUserSettings } from '../api/update-user-settings';

type Values = Record<UserSettingKey, '0' | '1'>;

const CHANNELS: { key: UserSettingKey; label: string; description: string }[] = [
  { key: 'enable_email', label: 'Email', description: 'Also send my notifications by email.' },
  { key: 'enable_sms', label: 'SMS', description: 'Also send my notifications by text message.' },
];

/** Unset keys read as on for email and off for SMS, as a new account starts. */
function toValues(settings: UserSetting[]): Values {
  const find = (key: UserSettingKey) => settings.find((setting) => setting.key === key)?.value;
  return { enable_email: find('enable_email') ?? '1', enable_sms: find('enable_sms') ?? '0' };
}

export function CommunicationSettingsForm({ settings }: { settings: UserSetting[] }) {
  const [values, setValues] = useState<Values>(() => toValues(settings));
  const save = useUpdateUserSettings();

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      await save.mutateAsync(CHANNELS.map(({ key }) => ({ key, value: values[key] })));
      toastSuccess(settingsMessages.updated);
    } catch {
      toastError(settingsMessages.failed);
    }
  };

  return (
    <form onSubmit={onSubmit} aria-label="Communication settings">
      <Stack gap="lg">
        {CHANNELS.map((channel) => (
          <Radio.Group
            key={channel.key}
            name={channel.key}
            label={channel.label}
            description={channel.description}
            value={values[channel.key]}
            onChange={(value) => setValues((current) => ({ ...current, [channel.key]: value === '1' ? '1' : '0' }))}
          >
            <Group gap="lg" mt={6}>
              <Radio value="1" label="Yes" />
              <Radio value="0" label="No" />
            </Group>
          </Radio.Group>
        ))}
        <Group>
          <SubmitButton busy={save.isPending} label="Save" busyLabel="Saving" />
        </Group>
      </Stack>
    </form>
  );
}
