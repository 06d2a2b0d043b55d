import { Modal } from '@mantine/core';
import { openGlobalModal } from '../../../lib/global-modals';
import type { ModalProps } from '../../../lib/modal-registry';
import { RegisterForm } from './register-form';

/** Sign-up in a modal; once registered (or on "sign in instead") it hands over to the login modal. */
export function RegisterModal({ referrer, onClose }: ModalProps<'register'>) {
  return (
    <Modal opened onClose={onClose} title="Create an Account to Login" size="lg" centered>
      <RegisterForm onRegistered={() => openGlobalModal('login', { referrer })} onSignIn={() => openGlobalModal('login', { referrer })} />
    </Modal>
  );
}
