import { Modal } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { LiveBids } from '../../features/bidding/components/live-bids';
import { closeGlobalModal, openGlobalModal, useGlobalModal } from '../../lib/global-modals';
import { useSession } from '../../lib/session-context';

// The forms (and the validation rules behind them) load when a modal first opens, not with every page.
const LoginForm = lazy(() => import('../../features/auth/components/login-form').then((m) => ({ default: m.LoginForm })));
const RegisterForm = lazy(() => import('../../features/auth/components/register-form').then((m) => ({ default: m.RegisterForm })));
const ConfirmCodeForm = lazy(() => import('../../features/auth/components/confirm-code-form').then((m) => ({ default: m.ConfirmCodeForm })));
const GuidedTourModal = lazy(() => import('../../features/auth/components/guided-tour-modal').then((m) => ({ default: m.GuidedTourModal })));
// Charts are heavy (recharts): they load only when someone opens the full-screen analytics.
const AnalyticsModal = lazy(() => import('../../features/insights/components/analytics-modal').then((m) => ({ default: m.AnalyticsModal })));
// Bidding modals bring the dropzone, the date pickers and the bidding schemas: each loads when first opened.
const BidWizardModal = lazy(() => import('../../features/bidding/components/bid-wizard-modal').then((m) => ({ default: m.BidWizardModal })));
const AllBidsModal = lazy(() => import('../../features/bidding/components/all-bids-modal').then((m) => ({ default: m.AllBidsModal })));
const BidApprovalsModal = lazy(() => import('../../features/bidding/components/bid-approvals-modal').then((m) => ({ default: m.BidApprovalsModal })));
const OrderDetailsModal = lazy(() => import('../../features/bidding/components/order-details-modal').then((m) => ({ default: m.OrderDetailsModal })));
const EnableBidModal = lazy(() => import('../../features/bidding/components/enable-bid-modal').then((m) => ({ default: m.EnableBidModal })));

/** Renders whichever global modal is open (lib/global-modals.ts decides which). */
export function GlobalModalsHost() {
  const modal = useGlobalModal();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  // On the sign-in pages themselves the login modal would only cover the same form.
  const onAuthPage = pathname.startsWith('/auth') || pathname === '/twofactor';
  const name = modal?.name === 'login' && onAuthPage ? null : (modal?.name ?? null);
  const propertyId = modal?.propertyId;
  const close = () => closeGlobalModal();
  const closeWizard = () => {
    closeGlobalModal('bidWizard');
    // A first-time user who signed in inside the wizard was not shown the welcome tour then (it would have
    // replaced the wizard): it opens now.
    if (session.isLive && session.user?.show_guided_tour === 0) openGlobalModal('guidedTour');
  };

  useEffect(() => {
    if (modal?.name === 'login' && onAuthPage) closeGlobalModal('login');
  }, [modal, onAuthPage]);

  return (
    <>
      <LiveBids />
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
      {name === 'analytics' && propertyId ? (
        <Suspense fallback={null}>
          <AnalyticsModal propertyId={propertyId} onClose={() => closeGlobalModal('analytics')} />
        </Suspense>
      ) : null}
      {name === 'bidWizard' && propertyId ? (
        <Suspense fallback={null}>
          <BidWizardModal
            propertyId={propertyId}
            onClose={closeWizard}
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
        </Suspense>
      ) : null}
      {name === 'allBids' && propertyId ? (
        <Suspense fallback={null}>
          <AllBidsModal propertyId={propertyId} onClose={close} />
        </Suspense>
      ) : null}
      {name === 'bidApprovals' && propertyId ? (
        <Suspense fallback={null}>
          <BidApprovalsModal propertyId={propertyId} onClose={close} />
        </Suspense>
      ) : null}
      {name === 'orderDetails' && propertyId && modal?.bid ? (
        <Suspense fallback={null}>
          <OrderDetailsModal propertyId={propertyId} bid={modal.bid} onClose={close} />
        </Suspense>
      ) : null}
      {name === 'enableBid' && propertyId ? (
        <Suspense fallback={null}>
          <EnableBidModal propertyId={propertyId} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
