import { registerModal } from '../../lib/modal-registry';

declare module '../../lib/global-modals' {
  interface GlobalModals {
    /** `referrer` is where a sign-in from the modal lands. */
    login: { referrer?: string };
    register: { referrer?: string };
    guidedTour: Record<string, never>;
  }
}

// The forms, and the validation rules behind them, load when a modal first opens, not with every page.
registerModal('login', () => import('./components/login-modal').then((m) => m.LoginModal));
registerModal('register', () => import('./components/register-modal').then((m) => m.RegisterModal));
registerModal('guidedTour', () => import('./components/guided-tour-modal').then((m) => m.GuidedTourModal));
