import type { TooltipProps } from '@mantine/core';
import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { loadOnce } from '../lib/load-once';

const loadTooltip = loadOnce(() => import('./mantine-tooltip').then((module) => module.default));
let loadedTooltip: ComponentType<TooltipProps> | undefined;

/**
 * Mantine's Tooltip, downloaded after the first paint: with floating-ui it weighs about 20 KiB gzipped, more
 * than the public pages that show a tooltip can carry (docs/ARCHITECTURE.md, Web). Until it arrives the child
 * is drawn alone, so nothing moves; tooltips open on a hover delay anyway. The child never waits for it: on a
 * page the server drew, a suspended tooltip left its button untouchable until the tooltip's code came.
 */
export function LazyTooltip(props: TooltipProps) {
  const [Tooltip, setTooltip] = useState(() => loadedTooltip);
  useEffect(() => {
    if (Tooltip) return;
    let mounted = true;
    loadTooltip().then(
      (component) => {
        loadedTooltip = component;
        if (mounted) setTooltip(() => component);
      },
      // Offline: the child stays without its tooltip.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [Tooltip]);
  // The boundary stays where the server's markup has one, so the browser's takeover matches it.
  return <Suspense fallback={props.children}>{Tooltip ? <Tooltip {...props} /> : props.children}</Suspense>;
}
