import { notifications } from '@mantine/notifications';
import { toastDurations } from '@openhouse/shared/accounts/toast-durations';
import { requestToastContainer } from './toast-demand';

type ToastOptions = { title?: string; autoClose?: number };

/** Toasts can be closed; they sit at the top, or at the bottom on phones (app/toasts.tsx); durations per spec. */
function showToast(color: string, message: string, options: ToastOptions): void {
  // The toast waits in the store until the container has loaded, then appears.
  requestToastContainer();
  notifications.show({ color, title: options.title, message, autoClose: options.autoClose ?? toastDurations.default, withCloseButton: true });
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
