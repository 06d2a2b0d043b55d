import { Alert, Box, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatResultCount } from '@openhouse/shared/properties/result-count';
import { browseMessages } from '@openhouse/shared/properties/browse-messages';
import type { ReactNode } from 'react';
import { PagingFooter } from '../../../components/paging-footer';
import { messageOf } from '../../../lib/api-client';
import { useProperties, type PropertyListParams } from '../api/get-properties';
import type { PropertyFilters, ResultsView, usePropertyFilters } from '../hooks/use-property-filters';
import { LazyPropertiesMap } from './lazy-properties-map';
import { toMapPoints } from './map-points.mappers';
import { PropertyCard, PropertyCardSkeleton } from './property-card';
import classes from './property-results.module.css';
import { ResultsToolbar } from './results-toolbar';

type PropertyResultsProps = {
  filters: PropertyFilters;
  view: ResultsView;
  update: ReturnType<typeof usePropertyFilters>['update'];
  /** Query keys the page adds to the visitor's filters (favourites on Saved homes). */
  scope?: PropertyListParams;
  /** What an empty answer says (a search that finds nothing, or no saved homes yet). */
  empty: ReactNode;
};

/** From Mantine's md breakpoint (992 px) the list and the map stand side by side. */
const SIDE_BY_SIDE_QUERY = '(min-width: 62em)';
const MAP_HEIGHT = { side: 'calc(100dvh - 140px)', phone: '60dvh' };

/** Search first: the count and sort, then the homes as cards beside a map of them (a Map/List toggle on phones). */
export function PropertyResults({ filters, view, update, scope, empty }: PropertyResultsProps) {
  const results = useProperties({ ...filters, ...scope });
  const sideBySide = useMediaQuery(SIDE_BY_SIDE_QUERY, true, { getInitialValueInEffect: false });
  const showList = sideBySide || view === 'list';
  const showMap = sideBySide || view === 'map';
  const page = results.data;
  const points = page ? toMapPoints(page.data) : [];

  const list = results.isPending ? (
    <div className={classes.cards} aria-label="Loading properties" role="status">
      {Array.from({ length: 4 }, (_, index) => (
        <PropertyCardSkeleton key={index} />
      ))}
    </div>
  ) : results.isError ? (
    <Alert color="red" variant="light">
      {messageOf(results.error, browseMessages.fetchFailed('Properties'))}
    </Alert>
  ) : page!.data.length === 0 ? (
    <Paper withBorder p="xl">
      <Text ta="center" c="dimmed">
        {empty}
      </Text>
    </Paper>
  ) : (
    <Stack gap="md" style={{ opacity: results.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
      <div className={classes.cards}>
        {page!.data.map((property) => (
          <PropertyCard key={property.id} property={property} />
        ))}
      </div>
      <PagingFooter page={page!} onPage={(next) => update({ page: next })} fetching={results.isPlaceholderData} fetchingLabel="Updating results" />
    </Stack>
  );

  const map = (
    <Paper withBorder p={4} aria-label="Map of these results" component="section">
      <LazyPropertiesMap
        points={points}
        height={sideBySide ? MAP_HEIGHT.side : MAP_HEIGHT.phone}
        zoom={13}
        onSearchArea={(box) => update({ ...box })}
        // On a phone the map stands in for the list, so the panel points back to it.
        unavailableText={sideBySide ? undefined : 'Map unavailable — choose List to see these homes'}
      />
    </Paper>
  );

  return (
    <Stack gap="md" component="section" aria-labelledby="results-heading">
      <ResultsToolbar count={page ? formatResultCount(page.total, page.total_is_estimate) : null} filters={filters} view={view} update={update} withViewToggle={!sideBySide} />
      {sideBySide ? (
        <div className={classes.sideBySide}>
          <div>{list}</div>
          <div>
            <Box pos="sticky" top={80}>
              {map}
            </Box>
          </div>
        </div>
      ) : (
        <>
          {showMap ? map : null}
          {showList ? list : null}
        </>
      )}
    </Stack>
  );
}
