import { Alert, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { NO_RECORDS } from '@openhouse/shared/http/pagination';
import { propertyMessages } from '@openhouse/shared/properties/messages';
import { LoadingRows } from '../../../components/loading-rows';
import { PagingFooter } from '../../../components/paging-footer';
import { messageOf } from '../../../lib/api-client';
import { useProperties } from '../api/get-properties';
import type { PropertyFilters, ResultsView } from '../hooks/use-property-filters';
import { FavouriteButton } from './favourite-button';
import { LazyPropertiesMap } from './lazy-properties-map';
import { toMapPoints } from './map-points.mappers';
import { PropertiesTable } from './properties-table';
import { PropertyCard, PropertyCardSkeleton } from './property-card';

type PropertyResultsProps = { filters: PropertyFilters; view: ResultsView; onPage: (page: number) => void };

const GRID_COLS = { base: 1, xs: 2, lg: 3 };

/** One server page of the search, as cards or as the spec's table, with a map of its listings. */
export function PropertyResults({ filters, view, onPage }: PropertyResultsProps) {
  const results = useProperties(filters);

  if (results.isPending) {
    return view === 'cards' ? (
      <SimpleGrid cols={GRID_COLS} spacing="md" aria-label="Loading properties">
        {Array.from({ length: 6 }, (_, index) => (
          <PropertyCardSkeleton key={index} />
        ))}
      </SimpleGrid>
    ) : (
      <LoadingRows label="Loading properties" count={6} height={44} />
    );
  }
  if (results.isError) {
    return (
      <Alert color="red" variant="light">
        {messageOf(results.error, propertyMessages.fetchFailed('Properties'))}
      </Alert>
    );
  }

  const page = results.data;
  const points = toMapPoints(page.data);
  return (
    <Stack gap="md" style={{ opacity: results.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
      {points.length > 0 ? (
        <Paper withBorder p={4} aria-label="Map of these results" component="section">
          <LazyPropertiesMap points={points} height="clamp(220px, 40vh, 380px)" zoom={13} />
        </Paper>
      ) : null}
      {view === 'list' ? (
        <Paper withBorder p={{ base: 'xs', sm: 'md' }}>
          <PropertiesTable
            properties={page.data}
            actions={{ label: 'Favourite', render: (property) => <FavouriteButton propertyId={property.id} favourite={property.favourite} size="md" variant="subtle" /> }}
          />
        </Paper>
      ) : page.data.length === 0 ? (
        <Paper withBorder p="xl">
          <Text ta="center" c="dimmed">
            {NO_RECORDS}
          </Text>
        </Paper>
      ) : (
        <SimpleGrid cols={GRID_COLS} spacing="md">
          {page.data.map((property) => (
            <PropertyCard key={property.id} property={property} />
          ))}
        </SimpleGrid>
      )}
      <PagingFooter page={page} onPage={onPage} />
    </Stack>
  );
}
