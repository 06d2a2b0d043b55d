import { Modal } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { closeGlobalModal, openGlobalModal, useGlobalModal } from '../../lib/global-modals';

// The forms (and the validation rules behind them) load when a modal first opens, not with every page.
const LoginForm = lazy(() => import('../../features/auth/components/login-form').then((m) => ({ default: m.LoginForm })));
const RegisterForm = lazy(() => import('../../features/auth/components/register-form').then((m) => ({ default: m.RegisterForm })));
const GuidedTourModal = lazy(() => import('../../features/auth/components/guided-tour-modal').then((m) => ({ default: m.GuidedTourModal })));
// Charts are heavy (recharts): they load only when someone opens the full-screen analytics.
const AnalyticsModal = lazy(() => import('../../features/insights/components/analytics-modal').then((m) => ({ default: m.AnalyticsModal })));

/** Renders whichever global modal is open (lib/global-modals.ts decides which). */
export function GlobalModalsHost() {
  const modal = useGlobalModal();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // On the sign-in pages themselves the login modal would only cover the same form.
  const onAuthPage = pathname.startsWith('/auth') || pathname === '/twofactor';
  const name = modal?.name === 'login' && onAuthPage ? null : (modal?.name ?? null);

  useEffect(() => {
    if (modal?.name === 'login' && onAuthPage) closeGlobalModal('login');
  }, [modal, onAuthPage]);

  return (
    <>
      <Modal opened={name === 'login'} onClose={() => closeGlobalModal()} title="Sign in" size="md" centered>
        <Suspense fallback={<PageLoader />}>
          {name === 'login' ? (
            <LoginForm
              referrer={modal?.referrer ?? null}
              onSignedIn={() => closeGlobalModal('login')}
              onCreateAccount={() => openGlobalModal('register', { referrer: modal?.referrer })}
              onForgotPassword={() => {
                closeGlobalModal();
                navigate('/auth/forgetpassword');
              }}
            />
          ) : null}
        </Suspense>
      </Modal>
      <Modal opened={name === 'register'} onClose={() => closeGlobalModal()} title="Create an Account to Login" size="lg" centered>
        <Suspense fallback={<PageLoader />}>
          {name === 'register' ? (
            <RegisterForm
              onRegistered={() => openGlobalModal('login', { referrer: modal?.referrer })}
              onSignIn={() => openGlobalModal('login', { referrer: modal?.referrer })}
            />
          ) : null}
        </Suspense>
      </Modal>
      {name === 'guidedTour' ? (
        <Suspense fallback={null}>
          <GuidedTourModal opened onClose={() => closeGlobalModal('guidedTour')} />
        </Suspense>
      ) : null}
      {name === 'analytics' && modal?.propertyId ? (
        <Suspense fallback={null}>
          <AnalyticsModal propertyId={modal.propertyId} onClose={() => closeGlobalModal('analytics')} />
        </Suspense>
      ) : null}
    </>
  );
}
