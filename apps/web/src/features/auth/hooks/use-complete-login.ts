import { signInMessages as m } from '@openhouse/shared/accounts/sign-in-messages';
import { toastDurations } from '@openhouse/shared/accounts/toast-durations';
import { landingPath } from '@openhouse/shared/roles/landing';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { openGlobalModal, useGlobalModal } from '../../../lib/global-modals';
import { recordTourShown } from '../api/record-tour-shown';
import { toastSuccess } from '../../../lib/notify';
import { takeReferrer, type AuthPayload } from '../../../lib/session';
import { useSession } from '../../../lib/session-context';

export type CompleteLoginOptions = {
  remember: boolean;
  /** Where to go afterwards; defaults to the page remembered by the guard. */
  referrer?: string | null;
  successMessage?: string;
  /** The second step itself completes here: its answer still names the user's two-factor type. */
  secondStepDone?: boolean;
};

export type LoginOutcome = 'two_factor' | 'signed_in';

/**
 * What every sign-in path (form, Google, e-mail link, second step) does with a login answer
 * (spec part 1 section 4): a pending second factor stores a pre-verification session and goes to
 * /twofactor; otherwise the session is stored, a toast appears, the guided tour opens for a
 * first-time user, and the user is sent to landingPath().
 *
 * The tour takes the place of a sign-in modal (login, register) or opens over the page, but never replaces
 * another modal the user signed in from: signing in inside the bid wizard keeps the wizard going, and the
 * tour waits for the user's first visit of the dashboard (features/dashboard), never for a modal to close.
 */
export function useCompleteLogin() {
  const { signIn, updateUser: storeUser } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const modal = useGlobalModal();
  const tourMayOpen = !modal || modal.name === 'login' || modal.name === 'register';

  return (payload: AuthPayload, options: CompleteLoginOptions): LoginOutcome => {
    const needsSecondStep = !options.secondStepDone && (payload.user.two_factor_type === 'sms' || payload.user.two_factor_type === 'google2fa');
    if (needsSecondStep) {
      signIn(payload, { remember: options.remember, stage: 'pre_verification' });
      navigate('/twofactor');
      return 'two_factor';
    }
    // Whatever was cached belonged to the previous visitor (or nobody).
    queryClient.clear();
    signIn(payload, { remember: options.remember, stage: null });
    toastSuccess(options.successMessage ?? m.loggedIn, { autoClose: toastDurations.login });
    if (payload.user.show_guided_tour === 0 && tourMayOpen) {
      openGlobalModal('guidedTour');
      // Spec: the user is updated with show_guided_tour true before navigating.
      recordTourShown(payload.user, storeUser);
    }
    const remembered = takeReferrer();
    const referrer = options.referrer === undefined ? remembered : options.referrer;
    // flushSync renders the new session and the new route together; otherwise the page we are
    // leaving (sign-in, two-factor) would first react to the session with a redirect of its own.
    navigate(landingPath(payload.user.roles.map((role) => role.name), referrer), { replace: true, flushSync: true });
    return 'signed_in';
  };
}
