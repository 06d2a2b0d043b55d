import type { ScrollAreaProps } from '@mantine/core';
import { lazy, Suspense } from 'react';

const ScrollArea = lazy(() => import('./mantine-scroll-area'));

/**
 * Mantine's ScrollArea, downloaded after the first paint: it imports a helper from floating-ui, which brings
 * about 20 KiB gzipped to every page of the app frame, the public listing and signing pages included
 * (docs/ARCHITECTURE.md, Web). Until it arrives the content scrolls natively in a box of the same place.
 */
export function LazyScrollArea(props: ScrollAreaProps) {
  const { className, style, children } = props;
  return (
    <Suspense fallback={<div className={className} style={{ ...(style as object), overflowY: 'auto' }}>{children}</div>}>
      <ScrollArea {...props} />
    </Suspense>
  );
}
