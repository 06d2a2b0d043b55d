import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { PropertiesMapProps } from './properties-map';

// Leaflet is the heaviest thing on these pages; it loads only where a map is drawn.
const PropertiesMap = lazy(() => import('./properties-map'));

export function LazyPropertiesMap(props: PropertiesMapProps) {
  return (
    <Suspense fallback={<Skeleton h={props.height} radius="md" role="status" aria-label="Loading map" />}>
      <PropertiesMap {...props} />
    </Suspense>
  );
}
