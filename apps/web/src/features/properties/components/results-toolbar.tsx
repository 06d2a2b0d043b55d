import { Group, TextInput, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { SegmentedToggle } from '../../../components/segmented-toggle';
import type { PropertyFilters, ResultsView, usePropertyFilters } from '../hooks/use-property-filters';
import { SORT_FIELD, SORT_OPTIONS } from './sort-options';

// Select brings its combobox and floating-ui: it loads after the first paint, a plain input of its size holding its place.
const SortSelect = lazy(() => import('./sort-select'));

const VIEWS: { value: ResultsView; label: string }[] = [
  { value: 'list', label: 'List' },
  { value: 'map', label: 'Map' },
];

type ResultsToolbarProps = {
  /** "12 homes", "200+ homes", or null while the first answer is on its way. */
  count: string | null;
  filters: PropertyFilters;
  view: ResultsView;
  update: ReturnType<typeof usePropertyFilters>['update'];
  /** Phones show the list or the map; wider screens show both and need no toggle. */
  withViewToggle: boolean;
};

/** The line above the results: how many homes, the sort, and on phones the Map/List toggle. */
export function ResultsToolbar({ count, filters, view, update, withViewToggle }: ResultsToolbarProps) {
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Title order={2} size="h4" id="results-heading" aria-live="polite">
        {count ?? 'Searching…'}
      </Title>
      <Group gap="xs" wrap="nowrap">
        {withViewToggle ? (
          <SegmentedToggle
            aria-label="Show results as"
            size="xs"
            value={view}
            onChange={(value) => update({ view: value, page: filters.page })}
            data={VIEWS}
          />
        ) : null}
        <Suspense fallback={<TextInput {...SORT_FIELD} value={SORT_OPTIONS.find((option) => option.value === filters.sort)?.label ?? ''} disabled readOnly />}>
          <SortSelect value={filters.sort} onChange={(value) => update({ sort: value })} />
        </Suspense>
      </Group>
    </Group>
  );
}
