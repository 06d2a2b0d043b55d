import type { TooltipProps } from '@mantine/core';
import { lazy, Suspense } from 'react';

const Tooltip = lazy(() => import('./mantine-tooltip'));

/**
 * Mantine's Tooltip, downloaded after the first paint: with floating-ui it weighs about 20 KiB gzipped, more
 * than the public pages that show a tooltip can carry (docs/ARCHITECTURE.md, Web). Until it arrives the child
 * is drawn alone, so nothing moves; tooltips open on a hover delay anyway.
 */
export function LazyTooltip(props: TooltipProps) {
  return (
    <Suspense fallback={props.children}>
      <Tooltip {...props} />
    </Suspense>
  );
}
