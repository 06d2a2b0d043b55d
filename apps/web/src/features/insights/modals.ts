import { registerModal } from '../../lib/modal-registry';

declare module '../../lib/global-modals' {
  interface GlobalModals {
    analytics: { propertyId: number };
  }
}

// Charts are heavy (recharts): they load only when someone opens the full-screen analytics.
registerModal('analytics', () => import('./components/analytics-modal').then((m) => m.AnalyticsModal));
