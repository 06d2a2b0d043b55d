import { Button, Group, Paper, TextInput } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconSearch, IconX } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { LightCollapse } from '../../../components/light-collapse';
import { useDraft } from '../hooks/use-draft';
import type { PropertyFilters, usePropertyFilters } from '../hooks/use-property-filters';
import { FilterFieldsPlaceholder } from './filter-fields-placeholder';

// The price, rooms, type and status inputs come after the first paint: the results matter first.
const FilterFields = lazy(() => import('./filter-fields'));

type Controls = ReturnType<typeof usePropertyFilters>;

/** From Mantine's sm breakpoint the filters always show; below it they fold behind a button. */
const ROOMY_QUERY = '(min-width: 48em)';

const trim = (text: string) => text.trim();

type FiltersBarProps = { filters: PropertyFilters; update: Controls['update']; clear: Controls['clear']; active: boolean };

/** Search box and filters at the top of every browsing page; every value is written to the URL. */
export function PropertyFiltersBar({ filters, update, clear, active }: FiltersBarProps) {
  const [q, setQ] = useDraft(filters.q ?? '', (value) => update({ q: value.trim() }, { replace: true }), trim);
  const roomy = useMediaQuery(ROOMY_QUERY, true, { getInitialValueInEffect: false });
  const [unfolded, folding] = useDisclosure(false);

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <form
          role="search"
          aria-label="Search properties"
          style={{ flex: 1, minWidth: 0 }}
          onSubmit={(event) => {
            event.preventDefault();
            update({ q: q.trim() });
          }}
        >
          <TextInput
            label="Search"
            placeholder="Address, city or zip"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={q}
            onChange={(event) => setQ(event.currentTarget.value)}
          />
        </form>
        {roomy ? null : (
          <Button variant="default" onClick={folding.toggle} aria-expanded={unfolded} leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}>
            Filters
          </Button>
        )}
      </Group>
      <LightCollapse expanded={roomy || unfolded} transitionDuration={roomy ? 0 : 150}>
        <Suspense fallback={<FilterFieldsPlaceholder />}>
          <FilterFields filters={filters} update={update} />
        </Suspense>
      </LightCollapse>
      {active ? (
        <Group justify="flex-end" mt="sm">
          <Button variant="subtle" size="xs" leftSection={<IconX size={14} aria-hidden />} onClick={clear}>
            Clear filters
          </Button>
        </Group>
      ) : null}
    </Paper>
  );
}
