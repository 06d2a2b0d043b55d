import { startTransition, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { whenIdle } from '../lib/when-idle';

/** How far outside the viewport a placeholder starts its content: far enough that scrolling never meets it. */
const NEAR_VIEWPORT = '300px';

type DeferredRenderProps = {
  /** Shown until then, the same size as the content's own loading state so nothing moves when it arrives. */
  placeholder: ReactNode;
  children: ReactNode;
  /**
   * Only when the placeholder nears the viewport, never at idle time: for content below everything else that a
   * reader who does not scroll never sees (a browser without IntersectionObserver still draws it when idle).
   */
  nearViewportOnly?: boolean;
};

/**
 * Renders its content once the placeholder nears the viewport or the browser is idle, whichever comes first, and
 * then as a transition, which React may interrupt. A page of many widgets so draws what is in view first and the
 * rest in short pieces, instead of one long task that holds up every click (Lighthouse's total blocking time).
 * Content that is a lazy component is downloaded only then, and the placeholder stays until it is drawn.
 */
export function DeferredRender({ placeholder, children, nearViewportOnly = false }: DeferredRenderProps) {
  const [shown, setShown] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shown) return;
    const show = () => startTransition(() => setShown(true));
    const element = anchor.current;
    const observer =
      element && typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && show(), { rootMargin: NEAR_VIEWPORT })
        : null;
    if (element) observer?.observe(element);
    const cancelIdle = nearViewportOnly && observer ? () => undefined : whenIdle(show);
    return () => {
      cancelIdle();
      observer?.disconnect();
    };
  }, [shown, nearViewportOnly]);
  // Content whose code is lazily loaded keeps the placeholder until the code has arrived.
  if (shown) return <Suspense fallback={placeholder}>{children}</Suspense>;
  // Full height: in a grid the placeholder's card stretches with its row as the content's card does.
  return (
    <div ref={anchor} style={{ height: '100%' }}>
      {placeholder}
    </div>
  );
}
