import { notifications } from '@mantine/notifications';
import { toastDurations } from '@openhouse/shared/accounts/messages';

type ToastOptions = { title?: string; autoClose?: number };

/** Toasts can be closed; they sit at the top, or at the bottom on phones (app/toasts.tsx); durations per spec. */
export function toastSuccess(message: string, options: ToastOptions = {}): void {
  notifications.show({ color: 'teal', title: options.title, message, autoClose: options.autoClose ?? toastDurations.default, withCloseButton: true });
}

export function toastError(message: string, options: ToastOptions = {}): void {
  notifications.show({ color: 'red', title: options.title, message, autoClose: options.autoClose ?? toastDurations.default, withCloseButton: true });
}

export function toastInfo(message: string, options: ToastOptions = {}): void {
  notifications.show({ color: 'blue', title: options.title, message, autoClose: options.autoClose ?? toastDurations.default, withCloseButton: true });
}
