import { useLocation, useNavigate } from 'react-router';
import { ConfirmCodeForm } from '../../features/auth/components/confirm-code-form';
import { LoginForm } from '../../features/auth/components/login-form';
import { RegisterForm } from '../../features/auth/components/register-form';
import { BidWizardModal } from '../../features/bidding/components/bid-wizard-modal';
import { closeGlobalModal } from '../../lib/global-modals';
import type { ModalProps } from '../../lib/modal-registry';

/**
 * The bid wizard signs a visitor in with the auth feature's forms. Features do not import each other, so
 * the app, which may import both, puts them together and registers the result.
 */
export function BidWizardEntry({ propertyId, amount }: ModalProps<'bidWizard'>) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // A first-time user who signed in here meets the welcome tour on their first visit of the dashboard, not
  // the moment the wizard closes (right after a bid).
  const close = () => closeGlobalModal('bidWizard');

  return (
    <BidWizardModal
      propertyId={propertyId}
      amount={amount}
      onClose={close}
      // Signing in (or confirming a new account) from the wizard keeps the visitor on this page, inside the wizard.
      renderLogin={({ onSignedIn, onCreateAccount }) => (
        <LoginForm
          referrer={pathname + search}
          onSignedIn={onSignedIn}
          onCreateAccount={onCreateAccount}
          onForgotPassword={() => {
            closeGlobalModal();
            navigate('/auth/forgetpassword');
          }}
        />
      )}
      renderRegister={({ onRegistered, onSignIn }) => <RegisterForm onRegistered={onRegistered} onSignIn={onSignIn} />}
      renderConfirm={({ userId }) => <ConfirmCodeForm userId={userId} referrer={pathname + search} />}
    />
  );
}
