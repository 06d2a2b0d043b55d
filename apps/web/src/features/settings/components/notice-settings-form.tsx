import { Alert, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { NOTICE_CHANNELS, noticeSettingsMessages, type NoticeChannel, type NoticeSetting } from '@openhouse/shared/notifications/kinds';
import { useState } from 'react';
import { SubmitButton } from '../../../components/submit-button';
import { messageOf } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/notify';
import { useUpdateNoticeSettings, type NoticeSettings } from '../api/notice-settings';

const CHANNEL_LABELS: Record<NoticeChannel, string> = { in_app: 'In-app', email: 'Email', sms: 'SMS' };

/** One row per kind of notice, one checkbox per channel; security notices show as on and cannot be changed. */
export function NoticeSettingsForm({ settings }: { settings: NoticeSettings }) {
  const [rows, setRows] = useState<NoticeSetting[]>(settings.data);
  const save = useUpdateNoticeSettings();

  const toggle = (kind: string, channel: NoticeChannel, value: boolean) =>
    setRows((current) => current.map((row) => (row.kind === kind ? { ...row, [channel]: value } : row)));

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      const answer = await save.mutateAsync(
        rows.filter((row) => !row.locked).map(({ kind, in_app, email, sms }) => ({ kind: kind as never, in_app, email, sms })),
      );
      setRows(answer.data);
      toastSuccess(answer.message);
    } catch (error) {
      toastError(messageOf(error, noticeSettingsMessages.failed));
    }
  };

  const masterOff = [!settings.master.email && 'Email', !settings.master.sms && 'SMS'].filter(Boolean);

  return (
    <form onSubmit={onSubmit} aria-label="Notification settings">
      <Stack gap="md">
        {masterOff.length > 0 ? (
          <Alert color="gray" variant="light">
            {masterOff.join(' and ')} {masterOff.length > 1 ? 'are' : 'is'} off in your communication settings above, so nothing goes out that way whatever you tick here.
          </Alert>
        ) : null}
        <Table.ScrollContainer minWidth={300}>
          <Table verticalSpacing="sm" horizontalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Notification</Table.Th>
                {NOTICE_CHANNELS.map((channel) => (
                  <Table.Th key={channel} ta="center" w={52} style={{ whiteSpace: 'nowrap' }}>
                    {CHANNEL_LABELS[channel]}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.kind}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {row.label}
                    </Text>
                    {/* On a phone the label says enough; the descriptions would squeeze it into a narrow column. */}
                    <Text size="xs" c="dimmed" visibleFrom="sm">
                      {row.description}
                    </Text>
                  </Table.Td>
                  {NOTICE_CHANNELS.map((channel) => (
                    <Table.Td key={channel}>
                      <Group justify="center">
                        <Checkbox
                          aria-label={`${row.label}: ${CHANNEL_LABELS[channel]}`}
                          checked={row[channel]}
                          disabled={row.locked}
                          onChange={(event) => toggle(row.kind, channel, event.currentTarget.checked)}
                        />
                      </Group>
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group>
          <SubmitButton busy={save.isPending} label="Save notification settings" busyLabel="Saving" />
        </Group>
      </Stack>
    </form>
  );
}
