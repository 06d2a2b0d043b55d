// The toast container alone, as a module of its own for toasts.tsx to load lazily. Importing the package itself
// there would put the whole package in one chunk, store included, which every form showing a toast imports.
export { Notifications } from '@mantine/notifications';
