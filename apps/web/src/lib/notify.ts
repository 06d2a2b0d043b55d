import { toastDurations } from '@openhouse/shared/accounts/toast-durations';
import { requestToastContainer } from './toast-demand';

/** Mantine's notifications store, downloaded with the first toast rather than with every page that may show one. */
const notificationsStore = () => import('./notifications-store').then((module) => module.notifications);

type ToastOptions = { title?: string; autoClose?: number };

/**
 * Toasts can be closed; they sit at the top, or at the bottom on phones (app/toasts.tsx); durations per spec.
 * The close button is only a cross: without a name it was a button a screen reader announces as nothing.
 */
function showToast(color: string, message: string, options: ToastOptions): void {
  // The toast waits in the store until the container has loaded, then appears.
  requestToastContainer();
  void notificationsStore().then((notifications) =>
    notifications.show({ color, title: options.title, message, autoClose: options.autoClose ?? toastDurations.default, withCloseButton: true, closeButtonProps: { 'aria-label': 'Close notification' } }),
  );
}

export function toastSuccess(message: string, options: ToastOptions = {}): void {
  showToast('teal', message, options);
}

export function toastError(message: string, options: ToastOptions = {}): void {
  showToast('red', message, options);
}

export function toastInfo(message: string, options: ToastOptions = {}): void {
  showToast('blue', message, options);
}
