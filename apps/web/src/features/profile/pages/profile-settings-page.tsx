import { SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { hasRealtorCard, isStaff } from '@openhouse/shared/roles/roles';
import { PageHeader } from '../../../components/page-header';
import { useSession } from '../../../lib/session-context';
import { DeleteAccountSection } from '../components/delete-account-section';
import { PasswordSection } from '../components/password-section';
import { PhoneSection } from '../components/phone-section';
import { ProfileSection } from '../components/profile-section';
import { RealtorCardSection } from '../components/realtor-card-section';
import { SettingsLink } from '../components/settings-link';
import { RecoveryCodesSection } from '../components/recovery-codes-section';
import { TwoFactorSection } from '../components/two-factor-section';
import { MyDataSection } from '../components/my-data-section';
import { SessionsSection } from '../components/sessions-section';
import { TimeZoneSection } from '../components/time-zone-section';

export function ProfileSettingsPage() {
  const { user, roles } = useSession();
  // Held here: turning the authenticator on re-keys the two-factor section, and the codes must outlive that.
  const [freshRecoveryCodes, setFreshRecoveryCodes] = useState<string[] | null>(null);
  if (!user) return null;
  return (
    <>
      <PageHeader title="Profile Settings" />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Stack gap="md">
          {/* Keyed by user id so a different sign-in starts from that user's values. */}
          <ProfileSection key={user.id} user={user} />
          {hasRealtorCard(roles) ? <RealtorCardSection key={user.id} user={user} /> : null}
          <PasswordSection />
          <TimeZoneSection key={`${user.id}-${user.timezone ?? 'unset'}`} user={user} />
          <SessionsSection />
        </Stack>
        <Stack gap="md">
          <PhoneSection user={user} />
          <TwoFactorSection key={`${user.id}-${user.two_factor_type ?? 'off'}`} user={user} onRecoveryCodes={setFreshRecoveryCodes} />
          {user.two_factor_type === 'google2fa' ? <RecoveryCodesSection freshCodes={freshRecoveryCodes} onCodes={setFreshRecoveryCodes} /> : null}
          <SettingsLink
            to="/communication-settings"
            title="Communication Settings"
            description="Email and SMS, and which notifications you get where"
          />
          {isStaff(roles) ? (
            <SettingsLink
              to="/settings/templates"
              title="Project Templates"
              description="Milestones, task groups, checklist headings and checklists a project starts from"
            />
          ) : null}
          <MyDataSection />
          <DeleteAccountSection />
        </Stack>
      </SimpleGrid>
    </>
  );
}
