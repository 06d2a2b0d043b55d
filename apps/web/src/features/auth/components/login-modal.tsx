import { Modal } from '@mantine/core';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { closeGlobalModal, openGlobalModal } from '../../../lib/global-modals';
import type { ModalProps } from '../../../lib/modal-registry';
import { useOnSessionOnlyPage } from '../../../lib/route-handles';
import { LoginForm } from './login-form';

/** The sign-in modal, opened by a "Sign in" button or by the API client when a session has ended. */
export function LoginModal({ referrer, onClose }: ModalProps<'login'>) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // On the sign-in pages themselves the modal would only cover the same form. On a page only a session may see,
  // the guard sends the visitor to the sign-in page when the session ends: a modal shown until that page arrives
  // took what was typed into it away with it.
  const onAuthPage = pathname.startsWith('/auth') || pathname === '/twofactor';
  const onSessionOnlyPage = useOnSessionOnlyPage();
  const notHere = onAuthPage || onSessionOnlyPage;

  useEffect(() => {
    if (notHere) onClose();
  }, [notHere, onClose]);

  if (notHere) return null;
  return (
    <Modal opened onClose={onClose} title="Sign in" size="md" centered>
      <LoginForm
        referrer={referrer ?? null}
        onSignedIn={() => closeGlobalModal('login')}
        onCreateAccount={() => openGlobalModal('register', { referrer })}
        onForgotPassword={() => {
          onClose();
          navigate('/auth/forgetpassword');
        }}
      />
    </Modal>
  );
}
