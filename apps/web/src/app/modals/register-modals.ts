import '../../features/auth/modals';
import '../../features/meetings/modals';
import '../../features/bidding/modals';
import '../../features/insights/modals';
import { registerModal } from '../../lib/modal-registry';

// Each feature registers its own modals in its modals.ts; the app imports those once, here, and registers
// only what composes two features.
registerModal('bidWizard', () => import('./bid-wizard-entry').then((m) => m.BidWizardEntry));
