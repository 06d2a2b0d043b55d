import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

/** How far outside the viewport a placeholder starts its content: far enough that scrolling never meets it. */
const NEAR_VIEWPORT = '300px';

/** Calls back when the browser has a moment free (soon after, where it cannot say); answers the cancel. */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    // The timeout keeps a page that is never idle (a busy socket, a long animation) from waiting for ever.
    const id = window.requestIdleCallback(callback, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 1);
  return () => window.clearTimeout(id);
}

type DeferredRenderProps = {
  /** Shown until then, the same size as the content's own loading state so nothing moves when it arrives. */
  placeholder: ReactNode;
  children: ReactNode;
};

/**
 * Renders its content once the placeholder nears the viewport or the browser is idle, whichever comes first, and
 * then as a transition, which React may interrupt. A page of many widgets so draws what is in view first and the
 * rest in short pieces, instead of one long task that holds up every click (Lighthouse's total blocking time).
 */
export function DeferredRender({ placeholder, children }: DeferredRenderProps) {
  const [shown, setShown] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shown) return;
    const show = () => startTransition(() => setShown(true));
    const cancelIdle = whenIdle(show);
    const element = anchor.current;
    const observer =
      element && typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && show(), { rootMargin: NEAR_VIEWPORT })
        : null;
    if (element) observer?.observe(element);
    return () => {
      cancelIdle();
      observer?.disconnect();
    };
  }, [shown]);
  if (shown) return children;
  // Full height: in a grid the placeholder's card stretches with its row as the content's card does.
  return (
    <div ref={anchor} style={{ height: '100%' }}>
      {placeholder}
    </div>
  );
}
