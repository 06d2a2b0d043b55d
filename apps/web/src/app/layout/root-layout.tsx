import { Outlet, ScrollRestoration } from 'react-router';
import { GlobalModalsHost } from '../modals/global-modals-host';

export function RootLayout() {
  return (
    <>
      <Outlet />
      <GlobalModalsHost />
      <ScrollRestoration />
    </>
  );
}
