import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes, renderWithProviders } from '../../../test/render';
import { closeGlobalModal, openGlobalModal, useGlobalModal } from '../../lib/global-modals';
import { registerModal, type ModalProps } from '../../lib/modal-registry';
import { REQUIRES_SESSION } from '../../lib/route-handles';
import { GlobalModalsHost } from './global-modals-host';

function Probe({ propertyId, onClose }: ModalProps<'analytics'>) {
  return (
    <button type="button" onClick={onClose}>
      Probe for {propertyId}
    </button>
  );
}

// The host loads its registry (the features' registrations) when idle or when a modal first opens; loaded here
// first, so the probe registered after it stands in for the real analytics modal.
await import('./register-modals');

let loads = 0;
registerModal('analytics', async () => {
  loads += 1;
  return Probe;
});

describe('GlobalModalsHost', () => {
  it('loads a registered modal when it first opens, gives it its options, and closes it', async () => {
    renderWithProviders(<GlobalModalsHost />);
    expect(loads).toBe(0);
    act(() => openGlobalModal('analytics', { propertyId: 7 }));
    const probe = await screen.findByRole('button', { name: 'Probe for 7' });
    expect(loads).toBe(1);
    act(() => probe.click());
    expect(screen.queryByRole('button', { name: /Probe/ })).not.toBeInTheDocument();
    act(() => openGlobalModal('analytics', { propertyId: 8 }));
    expect(await screen.findByRole('button', { name: 'Probe for 8' })).toBeInTheDocument();
    expect(loads).toBe(1);
  });

  it('renders the sign-in modal the auth feature registered', async () => {
    renderWithProviders(<GlobalModalsHost />, { route: '/properties' });
    act(() => openGlobalModal('login', { referrer: '/properties' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
    act(() => closeGlobalModal());
    expect(screen.queryByRole('dialog', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('closes the sign-in modal on the sign-in pages, where it would only cover the same form', async () => {
    const state = renderHook(() => useGlobalModal());
    renderWithProviders(<GlobalModalsHost />, { route: '/auth/login' });
    act(() => openGlobalModal('login'));
    await waitFor(() => expect(state.result.current).toBeNull());
    expect(screen.queryByRole('dialog', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('shows no sign-in modal on a page only a session may see: the guard sends the visitor to the sign-in page', async () => {
    const state = renderHook(() => useGlobalModal());
    renderRoutes([{ path: '/notifications', handle: REQUIRES_SESSION, element: <GlobalModalsHost /> }], '/notifications');
    // What the API client does when a request finds the session ended.
    act(() => openGlobalModal('login', { referrer: '/notifications' }));
    await waitFor(() => expect(state.result.current).toBeNull());
    expect(screen.queryByRole('dialog', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});
