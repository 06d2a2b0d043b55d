import { notifications } from '@mantine/notifications';
import { toastDurations } from '@openhouse/shared/accounts/messages';

type ToastOptions = { title?: string; autoClose?: number };

/** Toasts sit at the top and can be closed (Notifications in app/providers.tsx); durations per spec. */
export function toastSuccess(message: string, options: ToastOptions = {}): void {
  notifications.show({ color: 'teal', title: options.title, message, autoClose: options.autoClose ?? toastDurations.default, withCloseButton: true });
}

export function toastError(message: string, options: ToastOptions = {}): void {
  notifications.show({ color: 'red', title: options.title, message, autoClose: options.autoClose ?? toastDurations.default, withCloseButton: true });
}

export function toastInfo(message: string, options: ToastOptions = {}): void {
  notifications.show({ color: 'blue', title: options.title, message, autoClose: options.autoClose ?? toastDurations.default, withCloseButton: true });
}
