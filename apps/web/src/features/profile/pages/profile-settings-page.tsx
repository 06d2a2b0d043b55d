import { SimpleGrid, Stack } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { hasRealtorCard, isStaff } from '@openhouse/shared/roles/roles';
import type { ReactNode } from 'react';
import { LoadingRows } from '../../../components/loading-rows';
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
import { TimeZoneSection } from '../components/time-zone-section';

// Below the fold, and the page's largest section: downloaded after the page, which keeps it within its
// JavaScript budget (apps/web/build/route-budgets.ts).
const SessionsSection = lazy(() => import('../components/sessions-section').then((module) => ({ default: module.SessionsSection })));

/** `sections`: settings other features own (the calendar feed, the booking page), composed in by the app. */
export function ProfileSettingsPage({ sections }: { sections?: ReactNode }) {
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
          <Suspense fallback={<LoadingRows label="Loading your sessions" count={2} height={40} />}>
            <SessionsSection />
          </Suspense>
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
          {sections}
          <MyDataSection />
          <DeleteAccountSection />
        </Stack>
      </SimpleGrid>
    </>
  );
}
