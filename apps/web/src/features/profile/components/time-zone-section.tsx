import { Group, Select, Stack, Text } from '@mantine/core';
import { accountMessages as m } from '@openhouse/shared/accounts/messages';
import { DEFAULT_TIME_ZONE, formatDateTime } from '@openhouse/shared/format/datetime';
import { useMemo, useState } from 'react';
import { SubmitButton } from '../../../components/submit-button';
import { messageOf } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/notify';
import type { SessionUser } from '../../../lib/session';
import { browserTimeZone, useUpdateTimeZone } from '../api/update-time-zone';
import { SettingsSection } from './settings-section';

/** Every IANA zone this browser knows, e.g. America/New_York. */
function allZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [DEFAULT_TIME_ZONE];
  }
}

/** The zone every date and time in the app, in e-mails and in calendar files is shown in. */
export function TimeZoneSection({ user }: { user: SessionUser }) {
  const zones = useMemo(() => allZones(), []);
  const [zone, setZone] = useState<string | null>(user.timezone ?? browserTimeZone() ?? DEFAULT_TIME_ZONE);
  const save = useUpdateTimeZone();

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!zone) return;
    try {
      await save.mutateAsync(zone);
      toastSuccess(m.profileUpdated);
    } catch (error) {
      toastError(messageOf(error, m.timeZoneInvalid));
    }
  };

  return (
    <SettingsSection title="Time zone" description="Dates and times in Openhouse, in e-mails and in calendar invitations are shown in this zone.">
      <form onSubmit={onSubmit} aria-label="Time zone">
        <Stack gap="sm">
          <Select label="Time zone" searchable data={zones} value={zone} onChange={setZone} nothingFoundMessage="No such time zone" maxDropdownHeight={240} />
          {zone ? (
            <Text size="xs" c="dimmed">
              Now there: {formatDateTime(new Date().toISOString(), zone)}
            </Text>
          ) : null}
          <Group>
            <SubmitButton busy={save.isPending} label="Save time zone" busyLabel="Saving" disabled={!zone || zone === user.timezone} />
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
