import { Button, MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LazyTooltip } from './lazy-tooltip';

describe('LazyTooltip', () => {
  // First: the old lazy tooltip passed once its module had been loaded by an earlier test.
  it('is taken over with the page the server drew, without waiting for the tooltip', async () => {
    const page = (
      <MantineProvider env="test">
        <main>
          <h1>Craftsman near the park</h1>
          <LazyTooltip label="Save to your favourites">
            <Button>Add to favourites</Button>
          </LazyTooltip>
        </main>
      </MantineProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const serverButton = screen.getByRole('button', { name: 'Add to favourites' });
    const recoverable = vi.fn();
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(container, page, { onRecoverableError: recoverable });
    });
    // Hydrated in the same pass as the heading: React's props are on the server's own button.
    expect(Object.keys(serverButton).some((key) => key.startsWith('__reactProps'))).toBe(true);
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root?.unmount());
  });

  it('draws its child at once, usable while the tooltip downloads, then adds the tooltip on hover', async () => {
    const onClick = vi.fn();
    render(
      <MantineProvider env="test">
        <LazyTooltip label="Save to your favourites">
          <Button onClick={onClick}>Add to favourites</Button>
        </LazyTooltip>
      </MantineProvider>,
    );
    // In the first render, before any module has arrived: nothing suspends, the button works.
    fireEvent.click(screen.getByRole('button', { name: 'Add to favourites' }));
    expect(onClick).toHaveBeenCalledTimes(1);

    const user = userEvent.setup();
    await waitFor(async () => {
      await user.hover(screen.getByRole('button', { name: 'Add to favourites' }));
      expect(screen.getByRole('tooltip')).toHaveTextContent('Save to your favourites');
    });
  });
});
