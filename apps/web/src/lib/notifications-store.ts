// The module lib/notify.ts downloads with the first toast: Mantine's notifications store alone (the package's
// container component is app/toast-container.ts, loaded beside it).
export { notifications } from '@mantine/notifications';
