import { Modal } from '@mantine/core';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { GuidedTourModal } from '../../features/auth/components/guided-tour-modal';
import { LoginForm } from '../../features/auth/components/login-form';
import { RegisterForm } from '../../features/auth/components/register-form';
import { closeGlobalModal, openGlobalModal, useGlobalModal } from '../../lib/global-modals';

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
        <LoginForm
          referrer={modal?.referrer ?? null}
          onSignedIn={() => closeGlobalModal('login')}
          onCreateAccount={() => openGlobalModal('register', { referrer: modal?.referrer })}
          onForgotPassword={() => {
            closeGlobalModal();
            navigate('/auth/forgetpassword');
          }}
        />
      </Modal>
      <Modal opened={name === 'register'} onClose={() => closeGlobalModal()} title="Create an Account to Login" size="lg" centered>
        <RegisterForm
          onRegistered={() => openGlobalModal('login', { referrer: modal?.referrer })}
          onSignIn={() => openGlobalModal('login', { referrer: modal?.referrer })}
        />
      </Modal>
      <GuidedTourModal opened={name === 'guidedTour'} onClose={() => closeGlobalModal('guidedTour')} />
    </>
  );
}
