import { useNavigate } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { RegisterForm } from '../components/register-form';

export function SignupPage() {
  const navigate = useNavigate();
  return (
    <AuthCard title="Create an Account" subtitle="Realtors list and sell; buyers browse, bid and tour.">
      <RegisterForm onRegistered={() => navigate('/auth/login')} />
    </AuthCard>
  );
}
