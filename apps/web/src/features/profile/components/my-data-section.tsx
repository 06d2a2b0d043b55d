import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@openhouse/shared/format/datetime';
import { dataExportMessages, DATA_EXPORT_DAYS } from '@openhouse/shared/settings/data-export';
import { IconDownload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { messageOf } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session-context';
import { dataExportDownloadUrl, useDataExports, useRequestDataExport } from '../api/data-exports';
import { SettingsSection } from './settings-section';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

/** Download everything Openhouse holds about me: requested here, prepared in the background, fetched here. */
export function MyDataSection() {
  const exports = useDataExports();
  const request = useRequestDataExport();
  const { session, user } = useSession();
  const latest = exports.data?.data[0];

  const ask = async () => {
    try {
      toastSuccess((await request.mutateAsync()).message);
    } catch (error) {
      toastError(messageOf(error, dataExportMessages.failed));
    }
  };

  return (
    <SettingsSection
      title="Your data"
      description={
        <>
          Download everything Openhouse holds about you: a zip of your records as JSON and the files you uploaded. It can be downloaded for {DATA_EXPORT_DAYS}{' '}
          days. What deleting your account removes is on the <Link to="/privacy-policy">privacy page</Link>.
        </>
      }
    >
      <Stack gap="sm">
        {exports.isError ? (
          <Alert color="red" variant="light">
            Your data requests could not be loaded. Please try again.
          </Alert>
        ) : null}
        {latest?.status === 'preparing' ? (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm">Preparing your data…</Text>
          </Group>
        ) : null}
        {latest?.status === 'failed' ? (
          <Text size="sm" c="red">
            {dataExportMessages.failed}
          </Text>
        ) : null}
        {latest?.path ? (
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm">
              Ready{latest.size ? ` (${megabytes(latest.size)})` : ''}, until {formatDateTime(latest.expires_at!, user?.timezone)}
            </Text>
            <Button component="a" href={dataExportDownloadUrl(latest.path, session?.token)} leftSection={<IconDownload size={16} aria-hidden />} variant="light">
              Download my data
            </Button>
          </Group>
        ) : null}
        <Group>
          <Button variant="default" onClick={ask} loading={request.isPending} disabled={latest?.status === 'preparing'}>
            Request my data
          </Button>
        </Group>
      </Stack>
    </SettingsSection>
  );
}
