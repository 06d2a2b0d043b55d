import { Alert, Anchor, Button, Center, Loader, Modal, Stack, Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { biddingMessages as m } from '@openhouse/shared/bidding/messages';
import { DEFAULT_PREMIUM_RATE } from '@openhouse/shared/bidding/rules';
import { IconCircleCheck } from '@tabler/icons-react';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { hasErrorCode, messageOf } from '../../../lib/api-client';
import { toastError } from '../../../lib/notify';
import { isLive as sessionIsLive, readSession, rememberReferrer } from '../../../lib/session';
import { useSession } from '../../../lib/session-context';
import { useAuction } from '../api/get-auction';
import { useOwnApproval } from '../api/get-own-approval';
import { useFullScreenOnPhones } from '../hooks/use-modal-layout';
import { ApprovalForm } from './approval-form';
import { BidForm } from './bid-form';

/** The account a visitor just registered in the wizard; the e-mailed code confirms it. */
export type NewAccount = { id: number; email: string };

/**
 * The sign-in, sign-up and confirmation forms belong to the auth feature; the app hands them in, so the wizard
 * keeps the visitor inside it while they sign in, or register and confirm their e-mail with its code (which
 * signs them in, as the e-mailed link does).
 */
export type WizardAuthSlots = {
  renderLogin: (props: { onSignedIn: () => void; onCreateAccount: () => void }) => ReactNode;
  renderRegister: (props: { onRegistered: (account: NewAccount) => void; onSignIn: () => void }) => ReactNode;
  renderConfirm: (props: { userId: number }) => ReactNode;
};

type Flow = 'member' | 'existing' | 'new';
type StepKey = 'login' | 'register' | 'confirm' | 'approve' | 'bid';

/** Spec section 2, Bid wizard steps; a visitor who opens it signed in starts at Get Approved. */
export const WIZARD_STEPS: Record<Flow, StepKey[]> = {
  member: ['approve', 'bid'],
  existing: ['login', 'approve', 'bid'],
  new: ['register', 'confirm', 'approve', 'bid'],
};

const STEP_LABELS: Record<StepKey, string> = {
  login: 'Login',
  register: 'Register',
  confirm: 'Confirmation',
  approve: 'Get Approved',
  bid: 'Bid Now',
};

/** `amount`: a one-tap amount from the auction panel, filled in at the Bid Now step. */
type BidWizardModalProps = WizardAuthSlots & { propertyId: number; amount?: number; onClose: () => void };

/**
 * The bid wizard (a stepper). Signed out: Login, Get Approved, Bid Now, or Register, Confirmation, Get
 * Approved, Bid Now. Signed in, it asks for the caller's approval on this property first: approved goes to
 * Bid Now, none to Get Approved, and under review, rejected or already the highest bidder (409) closes it
 * with the server's message as a toast.
 */
export function BidWizardModal({ propertyId, amount, onClose, renderLogin, renderRegister, renderConfirm }: BidWizardModalProps) {
  const { isLive } = useSession();
  const fullScreen = useFullScreenOnPhones();
  const wide = useMediaQuery('(min-width: 36em)', true);
  const [flow, setFlow] = useState<Flow>(() => (isLive ? 'member' : 'existing'));
  const [authStep, setAuthStep] = useState<'login' | 'register'>(() => (flow === 'new' ? 'register' : 'login'));
  // Registered here and not yet confirmed: the Confirmation step.
  const [account, setAccount] = useState<NewAccount | null>(null);
  const [submitted, setSubmitted] = useState<string | null>(null);

  const auction = useAuction(propertyId);
  const biddingOpen = Boolean(auction.data?.data);
  const approval = useOwnApproval(propertyId, isLive && biddingOpen);

  // 409 (under review, rejected, already the highest bidder) and 403 (e.g. the listing side) end the wizard with the server's words.
  const ended = useRef(false);
  const refusal =
    hasErrorCode(approval.error, 'conflict', 'forbidden')
      ? messageOf(approval.error, m.somethingWrong)
      : approval.data?.data?.approval === 'rejected'
        ? m.approvalRejected
        : null;
  useEffect(() => {
    if (!refusal || ended.current) return;
    ended.current = true;
    toastError(refusal);
    onClose();
  }, [refusal, onClose]);

  const steps = WIZARD_STEPS[flow];
  let current: StepKey;
  if (!isLive) current = account ? 'confirm' : authStep;
  else if (approval.data?.data?.approval === 'approved' && !submitted) current = 'bid';
  else current = 'approve';
  const active = Math.max(0, steps.indexOf(current));

  const onSignedIn = () => {
    // A second factor is pending: the sign-in went on to /twofactor, and the wizard opens again on its way back.
    if (!sessionIsLive(readSession())) {
      rememberReferrer(`/properties/${propertyId}?bid=1`);
      onClose();
    }
  };
  const toRegister = () => {
    setFlow('new');
    setAuthStep('register');
  };
  const toLogin = () => {
    setAccount(null);
    setFlow('existing');
    setAuthStep('login');
  };

  let body: ReactNode;
  if (auction.isPending) {
    body = <Waiting label="Loading the auction" />;
  } else if (auction.isError) {
    body = (
      <Alert color="red" variant="light" title={m.failedToFetchBid}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{messageOf(auction.error, 'Please try again in a moment.')}</Text>
          <Button size="compact-sm" variant="light" onClick={() => void auction.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  } else if (!auction.data.data) {
    body = (
      <Alert color="gray" variant="light">
        {m.biddingNotEnabled}
      </Alert>
    );
  } else if (current === 'login') {
    body = <Suspense fallback={<Waiting label="Loading" />}>{renderLogin({ onSignedIn, onCreateAccount: toRegister })}</Suspense>;
  } else if (current === 'register') {
    body = (
      <Suspense fallback={<Waiting label="Loading" />}>{renderRegister({ onRegistered: setAccount, onSignIn: toLogin })}</Suspense>
    );
  } else if (current === 'confirm' && account) {
    // The code signs the visitor in; the session going live moves the wizard on to the approval check.
    body = (
      <Stack gap="sm">
        <Alert color="blue" variant="light" title="Check your email">
          We sent a confirmation code to <strong style={{ overflowWrap: 'anywhere' }}>{account.email}</strong>. Enter it here to confirm your account
          and go on to Get Approved.
        </Alert>
        <Suspense fallback={<Waiting label="Loading" />}>{renderConfirm({ userId: account.id })}</Suspense>
        <Text size="sm" c="dimmed">
          No e-mail yet? It can take a minute to arrive; look in your spam folder too. The code works for 24 hours.
        </Text>
        <Text size="sm" ta="center">
          Confirmed through the e-mail&apos;s link instead?{' '}
          <Anchor component="button" type="button" onClick={toLogin}>
            Sign in
          </Anchor>
        </Text>
      </Stack>
    );
  } else if (submitted) {
    body = <AwaitingReview message={submitted} onClose={onClose} />;
  } else if (refusal) {
    body = <Waiting label="Closing" />;
  } else if (approval.isPending) {
    body = <Waiting label="Checking your bidding approval" />;
  } else if (approval.isError) {
    body = (
      <Alert color="red" variant="light" title="Your bidding approval could not be checked">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{messageOf(approval.error, m.somethingWrong)}</Text>
          <Button size="compact-sm" variant="light" onClick={() => void approval.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  } else if (approval.data.data?.approval === 'submitted') {
    body = <AwaitingReview message={m.approvalUnderReview} onClose={onClose} />;
  } else if (current === 'bid') {
    body = <BidForm propertyId={propertyId} auction={auction.data.data} onPlaced={onClose} initialAmount={amount} />;
  } else {
    body = <ApprovalForm propertyId={propertyId} premiumRate={auction.data.data.buyers_premium_rate ?? DEFAULT_PREMIUM_RATE} onSubmitted={setSubmitted} />;
  }

  return (
    <Modal opened onClose={onClose} title="Place a bid" size="lg" fullScreen={fullScreen} centered>
      <Stack gap="md">
        <Stepper
          active={active}
          size="sm"
          iconSize={wide ? 32 : 26}
          allowNextStepsSelect={false}
          styles={{ steps: { flexWrap: 'wrap', rowGap: 8 }, separator: wide ? undefined : { marginInline: 6 } }}
        >
          {steps.map((key) => (
            <Stepper.Step key={key} label={wide ? STEP_LABELS[key] : undefined} aria-label={STEP_LABELS[key]} allowStepSelect={false} />
          ))}
        </Stepper>
        {/* Whenever the steps go without labels (not only below xs), the current one is named here. */}
        {wide ? null : (
          <Text size="sm" c="dimmed">
            Step {active + 1} of {steps.length}: {STEP_LABELS[steps[active] ?? current]}
          </Text>
        )}
        <div data-step={current}>{body}</div>
      </Stack>
    </Modal>
  );
}

function Waiting({ label }: { label: string }) {
  return (
    <Center py="xl" role="status" aria-label={label}>
      <Loader />
    </Center>
  );
}

function AwaitingReview({ message, onClose }: { message: string; onClose: () => void }) {
  return (
    <Stack align="center" ta="center" gap="sm" py="md">
      <IconCircleCheck size={48} color="var(--mantine-color-teal-6)" aria-hidden />
      <Text fw={600}>{message}</Text>
      <Text size="sm" c="dimmed">
        The listing side reviews your request. You will get a notification when it is decided, and can bid from this page once approved.
      </Text>
      <Button onClick={onClose}>Close</Button>
    </Stack>
  );
}
