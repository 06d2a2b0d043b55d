import type { ScrollAreaProps } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useAfterIdle } from '../lib/when-idle';

const ScrollArea = lazy(() => import('./mantine-scroll-area'));

/**
 * Mantine's ScrollArea, downloaded after the first paint: it imports a helper from floating-ui, which brings
 * about 20 KiB gzipped to every page of the app frame, the public listing and signing pages included
 * (docs/ARCHITECTURE.md, Web). Until it arrives the content scrolls natively in a box of the same place.
 */
export function LazyScrollArea(props: ScrollAreaProps) {
  const { className, style, children } = props;
  // Asked for once the browser is idle: a lazy component rendered at once would start its download during the
  // first render, beside the page's own code, and hold up the first paint.
  const due = useAfterIdle();
  const native = <div className={className} style={{ ...(style as object), overflowY: 'auto' }}>{children}</div>;
  if (!due) return native;
  return (
    <Suspense fallback={native}>
      <ScrollArea {...props} />
    </Suspense>
  );
}
