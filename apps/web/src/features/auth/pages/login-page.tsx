import { landingPath } from '@openhouse/shared/roles/landing';
import { Navigate } from 'react-router';
import { useSession } from '../../../lib/session-context';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';

export function LoginPage() {
  const { isLive, roles } = useSession();
  // Already signed in (e.g. a bookmarked /auth/login): go where a fresh sign-in would.
  if (isLive && roles) return <Navigate to={landingPath(roles)} replace />;
  return (
    <AuthCard title="Sign in" subtitle="Welcome back to Openhouse.">
      <LoginForm />
    </AuthCard>
  );
}
