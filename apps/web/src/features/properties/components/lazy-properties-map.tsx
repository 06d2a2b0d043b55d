import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { AfterHydration } from '../../../components/after-hydration';
import type { PropertiesMapProps } from './properties-map';

// Leaflet is the heaviest thing on these pages; it loads only where a map is drawn.
const PropertiesMap = lazy(() => import('./properties-map'));

/** Leaflet needs a browser: a page drawn on the server shows the placeholder, and the map follows hydration. */
export function LazyPropertiesMap(props: PropertiesMapProps) {
  const placeholder = <Skeleton h={props.height} radius="md" role="status" aria-label="Loading map" />;
  return (
    <AfterHydration fallback={placeholder}>
      <Suspense fallback={placeholder}>
        <PropertiesMap {...props} />
      </Suspense>
    </AfterHydration>
  );
}
