import { Alert, Anchor, Paper } from '@mantine/core';
import { Link } from 'react-router';
import { LoadingRows } from '../../../components/loading-rows';
import { PageHeader } from '../../../components/page-header';
import { useUserSettings } from '../api/get-user-settings';
import { CommunicationSettingsForm } from '../components/communication-settings-form';

export function CommunicationSettingsPage() {
  const settings = useUserSettings();
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
    </>
  );
}
