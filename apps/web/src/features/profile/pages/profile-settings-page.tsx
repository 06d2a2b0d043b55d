import { Anchor, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useSession } from '../../../lib/session-context';
import { DeleteAccountSection } from '../components/delete-account-section';
import { PasswordSection } from '../components/password-section';
import { PhoneSection } from '../components/phone-section';
import { ProfileSection } from '../components/profile-section';
import { TwoFactorSection } from '../components/two-factor-section';
import { MyDataSection } from '../components/my-data-section';
import { SessionsSection } from '../components/sessions-section';
import { TimeZoneSection } from '../components/time-zone-section';

export function ProfileSettingsPage() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <>
      <PageHeader title="Profile Settings" />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Stack gap="md">
          {/* Keyed by user id so a different sign-in starts from that user's values. */}
          <ProfileSection key={user.id} user={user} />
          <PasswordSection />
          <TimeZoneSection key={`${user.id}-${user.timezone ?? 'unset'}`} user={user} />
          <SessionsSection />
        </Stack>
        <Stack gap="md">
          <PhoneSection user={user} />
          <TwoFactorSection key={`${user.id}-${user.two_factor_type ?? 'off'}`} user={user} />
          <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
            <Anchor component={Link} to="/communication-settings" underline="never">
              <Group justify="space-between" wrap="nowrap">
                <div>
                  <Text fw={600}>Communication Settings</Text>
                  <Text size="sm" c="dimmed">
                    Email and SMS, and which notifications you get where
                  </Text>
                </div>
                <IconChevronRight size={18} aria-hidden />
              </Group>
            </Anchor>
          </Paper>
          <MyDataSection />
          <DeleteAccountSection />
        </Stack>
      </SimpleGrid>
    </>
  );
}
