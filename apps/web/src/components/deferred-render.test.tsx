import { act, render, screen } from '@testing-library/react';
import { lazy, type ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeferredRender } from './deferred-render';

/** A stand-in for the browser's observer: the test says when the placeholder comes near the viewport. */
class ViewportObserver {
  static current: ViewportObserver | null = null;
  observed: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    ViewportObserver.current = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
  comeIntoView() {
    this.callback(this.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), this as unknown as IntersectionObserver);
  }
}

function renderDeferred(nearViewportOnly = false) {
  render(
    <DeferredRender placeholder={<p>Loading the widget</p>} nearViewportOnly={nearViewportOnly}>
      <p>The widget</p>
    </DeferredRender>,
  );
}

describe('DeferredRender', () => {
  let idle: (() => void) | null;

  beforeEach(() => {
    idle = null;
    ViewportObserver.current = null;
    vi.stubGlobal('IntersectionObserver', ViewportObserver);
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle = callback;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => {
      idle = null;
    });
  });

  afterEach(() => vi.unstubAllGlobals());

  it('shows the placeholder until the browser is idle, then the content', async () => {
    renderDeferred();
    expect(screen.getByText('Loading the widget')).toBeInTheDocument();
    expect(screen.queryByText('The widget')).not.toBeInTheDocument();
    await act(async () => idle?.());
    expect(screen.getByText('The widget')).toBeInTheDocument();
    expect(screen.queryByText('Loading the widget')).not.toBeInTheDocument();
  });

  it('shows the content as soon as the placeholder nears the viewport, without waiting for idle time', async () => {
    renderDeferred();
    await act(async () => ViewportObserver.current?.comeIntoView());
    expect(screen.getByText('The widget')).toBeInTheDocument();
    // Shown once: the idle callback was cancelled and the observer let go.
    expect(idle).toBeNull();
    expect(ViewportObserver.current?.observed).toEqual([]);
  });

  it('still shows the content in a browser without idle callbacks', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    renderDeferred();
    expect(await screen.findByText('The widget')).toBeInTheDocument();
  });

  it('with nearViewportOnly, waits for the viewport and not for idle time', async () => {
    renderDeferred(true);
    expect(idle).toBeNull();
    expect(screen.queryByText('The widget')).not.toBeInTheDocument();
    await act(async () => ViewportObserver.current?.comeIntoView());
    expect(screen.getByText('The widget')).toBeInTheDocument();
  });

  it('with nearViewportOnly in a browser without IntersectionObserver, still shows the content when idle', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderDeferred(true);
    await act(async () => idle?.());
    expect(screen.getByText('The widget')).toBeInTheDocument();
  });

  it('asks for lazy content only when due, and keeps the placeholder until its code has arrived', async () => {
    let asked = 0;
    let arrive: (module: { default: () => ReactElement }) => void = () => undefined;
    const Widget = lazy(() => {
      asked += 1;
      return new Promise<{ default: () => ReactElement }>((resolve) => (arrive = resolve));
    });
    render(
      <DeferredRender placeholder={<p>Loading the widget</p>}>
        <Widget />
      </DeferredRender>,
    );
    expect(asked).toBe(0);
    await act(async () => idle?.());
    expect(asked).toBe(1);
    expect(screen.getByText('Loading the widget')).toBeInTheDocument();
    await act(async () => arrive({ default: () => <p>The widget</p> }));
    expect(await screen.findByText('The widget')).toBeInTheDocument();
    expect(screen.queryByText('Loading the widget')).not.toBeInTheDocument();
  });
});
