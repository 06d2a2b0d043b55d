import { registerModal } from '../../lib/modal-registry';

declare module '../../lib/global-modals' {
  interface GlobalModals {
    /** A buyer asks for an in-person or video tour of a listing. */
    tourRequest: { propertyId: number; label: string };
    /** A meeting's details, with its two-step cancel. */
    meetingDetails: { meetingId: number };
  }
}

registerModal('tourRequest', () => import('./components/tour-request-modal').then((m) => m.TourRequestModal));
registerModal('meetingDetails', () => import('./components/meeting-details-modal').then((m) => m.MeetingDetailsModal));
