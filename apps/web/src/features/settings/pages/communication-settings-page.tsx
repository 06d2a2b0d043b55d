import { Alert, Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LoadingRows } from '../../../components/loading-rows';
import { PageHeader } from '../../../components/page-header';
import { useUserSettings } from '../api/get-user-settings';
import { useNoticeSettings } from '../api/notice-settings';
import { NoticeSettingsForm } from '../components/notice-settings-form';
import { CommunicationSettingsForm } from '../components/communication-settings-form';

export function CommunicationSettingsPage() {
  const settings = useUserSettings();
  const notices = useNoticeSettings();
  return (
    <>
      <PageHeader
        title="Communication Settings"
        description="Choose how Openhouse reaches you besides in-app notifications. Security messages (verification, password reset, login codes) are always sent."
        actions={
          <Anchor component={Link} to="/settings" size="sm">
            Profile Settings
          </Anchor>
        }
      />
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} maw={560}>
        {settings.isPending ? (
          <LoadingRows label="Loading settings" count={2} height={56} />
        ) : settings.isError ? (
          <Alert color="red" variant="light">
            Your settings could not be loaded. Please try again.
          </Alert>
        ) : (
          <CommunicationSettingsForm settings={settings.data.data} />
        )}
      </Paper>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} mt="md" maw={760} component="section" aria-label="Notifications">
        <Stack gap={4} mb="md">
          <Title order={2} fz="lg">
            Notifications
          </Title>
          <Text size="sm" c="dimmed">
            For each kind of notification, choose where it reaches you. Security notices always reach you in the app and by email.
          </Text>
        </Stack>
        {notices.isPending ? (
          <LoadingRows label="Loading notification settings" count={4} height={40} />
        ) : notices.isError ? (
          <Alert color="red" variant="light">
            Your notification settings could not be loaded. Please try again.
          </Alert>
        ) : (
          <NoticeSettingsForm settings={notices.data} />
        )}
      </Paper>
    </>
  );
}
