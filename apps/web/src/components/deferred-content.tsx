import { useDeferredValue, type ReactNode } from 'react';

type DeferredContentProps = {
  /** Drawn at once when the content first mounts: the same size as the content's loading state. */
  placeholder: ReactNode;
  children: ReactNode;
};

/**
 * Draws content that arrived with data in a deferred render, which React splits into short slices between
 * which the browser handles input, instead of one task for the whole of it. A query's answer re-renders its
 * component synchronously; wrapping the expensive part here turns that into a cheap pass, which keeps what is
 * on screen, and a deferred one, which draws the new content (Lighthouse's total blocking time). On mount the
 * placeholder shows first, as the content's loading state would.
 */
export function DeferredContent({ placeholder, children }: DeferredContentProps) {
  return useDeferredValue(children, placeholder);
}
