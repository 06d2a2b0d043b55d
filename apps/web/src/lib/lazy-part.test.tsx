import { act, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart, preloadServerDrawnParts } from './lazy-part';

type Props = { label: string };
const Offer = ({ label }: Props) => <button type="button">{label}</button>;

/** A module download that the test finishes (or fails) when it chooses. */
function download() {
  let finish!: (component: ComponentType<Props>) => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<ComponentType<Props>>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { load: vi.fn(() => promise), finish, fail };
}

const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps'));

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

describe('lazyPart', () => {
  it('suspends while its code downloads, and once it is in draws every new copy at once', async () => {
    const { load, finish } = download();
    const Part = lazyPart(load);
    render(
      <Suspense fallback={<p>Loading offer</p>}>
        <Part label="Bid Now" />
      </Suspense>,
    );
    expect(screen.getByText('Loading offer')).toBeInTheDocument();
    await act(async () => finish(Offer));
    expect(screen.getByRole('button', { name: 'Bid Now' })).toBeInTheDocument();

    // Drawn in the same render as its parent, with no fallback in between.
    render(
      <Suspense fallback={<p>Loading again</p>}>
        <Part label="All bids" />
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: 'All bids' })).toBeInTheDocument();
    expect(screen.queryByText('Loading again')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preloads the server-drawn parts declared so far, and only those', async () => {
    const drawn = download();
    const notDrawn = download();
    lazyPart(drawn.load, { drawnByServer: true });
    lazyPart(notDrawn.load);
    const preloaded = preloadServerDrawnParts();
    drawn.finish(Offer);
    await preloaded;
    expect(drawn.load).toHaveBeenCalledTimes(1);
    expect(notDrawn.load).not.toHaveBeenCalled();
  });

  it('leaves a part whose preload failed to suspend, and downloads it again when drawn', async () => {
    const first = download();
    const second = download();
    const load = vi.fn().mockImplementationOnce(first.load).mockImplementationOnce(second.load);
    const Part = lazyPart(load as () => Promise<ComponentType<Props>>, { drawnByServer: true });
    const preloaded = preloadServerDrawnParts();
    first.fail(new TypeError('Failed to fetch dynamically imported module'));
    await expect(preloaded).resolves.toBeDefined();

    render(
      <Suspense fallback={<p>Loading offer</p>}>
        <Part label="Bid Now" />
      </Suspense>,
    );
    expect(screen.getByText('Loading offer')).toBeInTheDocument();
    await act(async () => second.finish(Offer));
    expect(screen.getByRole('button', { name: 'Bid Now' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  describe('on a page the server drew', () => {
    // The server's copy has its code (its bundle is one file); the browser's downloads it.
    const ServerPart = lazyPart(() => Promise.resolve(Offer));
    const page = (Part: ComponentType<Props>) => (
      <main>
        <h1>Craftsman near the park</h1>
        <Suspense fallback={null}>
          <Part label="Bid Now" />
        </Suspense>
      </main>
    );

    async function serverMarkup() {
      await ServerPart.preload();
      const container = document.createElement('div');
      container.innerHTML = renderToString(page(ServerPart));
      document.body.append(container);
      return container;
    }

    it('is taken over with the rest of the page once its code is preloaded', async () => {
      const container = await serverMarkup();
      const browser = download();
      const BrowserPart = lazyPart(browser.load);
      const preloaded = BrowserPart.preload();
      browser.finish(Offer);
      await preloaded;
      act(() => {
        root = hydrateRoot(container, page(BrowserPart));
      });
      expect(isHydrated(container.querySelector('h1')!)).toBe(true);
      expect(isHydrated(screen.getByRole('button', { name: 'Bid Now' }))).toBe(true);
    });

    it('without the preload, stays the server' + "'s markup, untouchable, until its code arrives", async () => {
      const container = await serverMarkup();
      const browser = download();
      const BrowserPart = lazyPart(browser.load);
      act(() => {
        root = hydrateRoot(container, page(BrowserPart));
      });
      expect(isHydrated(container.querySelector('h1')!)).toBe(true);
      expect(isHydrated(screen.getByRole('button', { name: 'Bid Now' }))).toBe(false);
      await act(async () => browser.finish(Offer));
      expect(isHydrated(screen.getByRole('button', { name: 'Bid Now' }))).toBe(true);
    });
  });
});
