import { Stack } from '@mantine/core';
import { NO_RECORDS } from '@openhouse/shared/http/page-labels';
import { usePropertyFilters } from '../hooks/use-property-filters';
import { PropertyFiltersBar } from './property-filters-bar';
import { PropertyResults } from './property-results';

/** The search of /properties and of the public /homes: the same filters, URL keys and results. */
export function PropertySearch() {
  const { filters, view, active, update, clear } = usePropertyFilters();
  return (
    <Stack gap="md">
      <PropertyFiltersBar filters={filters} update={update} clear={clear} active={active} />
      <PropertyResults filters={filters} view={view} update={update} empty={NO_RECORDS} />
    </Stack>
  );
}
