import { registerModal } from '../../lib/modal-registry';
import type { InsightView } from './components/insight-filters';

declare module '../../lib/global-modals' {
  interface GlobalModals {
    /** `view`: the duration, event and chart chosen on the page, kept in full screen. */
    analytics: { propertyId: number; view?: InsightView };
  }
}

// Charts are heavy (recharts): they load only when someone opens the full-screen analytics.
registerModal('analytics', () => import('./components/analytics-modal').then((m) => m.AnalyticsModal));
