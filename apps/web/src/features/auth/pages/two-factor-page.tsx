import { Anchor, Text } from '@mantine/core';
import { landingPath } from '@openhouse/shared/roles/landing';
import { Link, Navigate } from 'react-router';
import { useSession } from '../../../lib/session-context';
import { AuthCard } from '../components/auth-card';
import { TwoFactorForm } from '../components/two-factor-form';

export function TwoFactorPage() {
  const { session, isLive, roles } = useSession();
  if (isLive && roles) return <Navigate to={landingPath(roles)} replace />;
  // Only a password-checked, second-step-pending session belongs here.
  if (!session || session.stage !== 'pre_verification') return <Navigate to="/auth/login" replace />;
  return (
    <AuthCard title="Verify your code">
      <TwoFactorForm session={session} />
      <Text size="sm" ta="center" mt="md">
        <Anchor component={Link} to="/auth/logout">
          Use another account
        </Anchor>
      </Text>
    </AuthCard>
  );
}
