import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toastSuccess } from '../lib/notify';
import { theme } from './theme';
import { SMALL_SCREEN_QUERY, Toasts } from './toasts';

const desktopMatchMedia = window.matchMedia;
/** A phone's screen: the small-screen query matches. */
function asPhone() {
  window.matchMedia = (query: string) => ({ ...desktopMatchMedia(query), matches: query === SMALL_SCREEN_QUERY });
}
afterEach(() => {
  window.matchMedia = desktopMatchMedia;
});

async function showToast(message: string): Promise<HTMLElement> {
  render(
    <MantineProvider theme={theme} env="test">
      <Toasts />
    </MantineProvider>,
  );
  act(() => toastSuccess(message));
  return screen.findByText(message);
}

describe('toasts', () => {
  it('load nothing and draw nothing until the first toast', async () => {
    render(
      <MantineProvider theme={theme} env="test">
        <Toasts />
      </MantineProvider>,
    );
    // Give a lazily loaded container time to arrive, were it loading.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(document.querySelector('[data-position]')).toBeNull();
    act(() => toastSuccess('The first toast'));
    expect((await screen.findByText('The first toast')).closest('[data-position]')).toHaveAttribute('data-position', 'top-center');
  });

  it('sit at the top centre of a desktop screen', async () => {
    const toast = await showToast('Saved on a desktop');
    expect(toast.closest('[data-position]')).toHaveAttribute('data-position', 'top-center');
  });

  it('rise from the bottom on a phone, clear of a full-screen modal’s title and close button', async () => {
    asPhone();
    const toast = await showToast('Saved on a phone');
    expect(toast.closest('[data-position]')).toHaveAttribute('data-position', 'bottom-center');
  });
});
