import { Group, SegmentedControl, Select, Title } from '@mantine/core';
import type { PropertySort } from '@openhouse/shared/properties/listing';
import type { PropertyFilters, ResultsView, usePropertyFilters } from '../hooks/use-property-filters';

const SORT_OPTIONS: { value: PropertySort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
];

type ResultsToolbarProps = {
  /** "12 homes", "1,000+ homes", or null while the first answer is on its way. */
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
          <SegmentedControl
            aria-label="Show results as"
            size="xs"
            value={view}
            onChange={(value) => update({ view: value, page: filters.page })}
            data={[
              { value: 'list', label: 'List' },
              { value: 'map', label: 'Map' },
            ]}
          />
        ) : null}
        <Select
          aria-label="Sort"
          size="xs"
          w={168}
          data={SORT_OPTIONS}
          allowDeselect={false}
          value={filters.sort}
          onChange={(value) => update({ sort: value })}
          comboboxProps={{ withinPortal: true }}
        />
      </Group>
    </Group>
  );
}
