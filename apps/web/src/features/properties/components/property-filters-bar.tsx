import { Button, Collapse, Grid, Group, NumberInput, Paper, Select, TextInput } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { LISTING_STATUSES, listingStatusLabels, PROPERTY_TYPES, propertyTypeLabels } from '@openhouse/shared/properties/listing';
import { IconAdjustmentsHorizontal, IconSearch, IconX } from '@tabler/icons-react';
import { useDraft } from '../hooks/use-draft';
import type { PropertyFilters, usePropertyFilters } from '../hooks/use-property-filters';

type Controls = ReturnType<typeof usePropertyFilters>;

const AT_LEAST = ['1', '2', '3', '4', '5'].map((value) => ({ value, label: `${value}+` }));
const TYPE_OPTIONS = PROPERTY_TYPES.map((value) => ({ value, label: propertyTypeLabels[value] }));
const STATUS_OPTIONS = LISTING_STATUSES.map((value) => ({ value, label: listingStatusLabels[value] }));
/** From Mantine's sm breakpoint the filters always show; below it they fold behind a button. */
const ROOMY_QUERY = '(min-width: 48em)';

const trim = (text: string) => text.trim();
const asNumber = (amount: string | number) => (amount === '' ? '' : Number(amount));

type FiltersBarProps = { filters: PropertyFilters; update: Controls['update']; clear: Controls['clear']; active: boolean };

/** Search box and filters at the top of every browsing page; every value is written to the URL. */
export function PropertyFiltersBar({ filters, update, clear, active }: FiltersBarProps) {
  const [q, setQ] = useDraft(filters.q ?? '', (value) => update({ q: value.trim() }, { replace: true }), trim);
  const [minPrice, setMinPrice] = useDraft<string | number>(filters.min_price ?? '', (value) => update({ min_price: value }, { replace: true }), asNumber);
  const [maxPrice, setMaxPrice] = useDraft<string | number>(filters.max_price ?? '', (value) => update({ max_price: value }, { replace: true }), asNumber);
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
      <Collapse expanded={roomy || unfolded} transitionDuration={roomy ? 0 : 150}>
        <Grid gap="sm" mt="sm">
          <Grid.Col span={{ base: 6, sm: 4, lg: 2 }}>
            <NumberInput label="Min price" placeholder="Any" prefix="$" thousandSeparator="," min={0} step={10000} hideControls value={minPrice} onChange={setMinPrice} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 4, lg: 2 }}>
            <NumberInput label="Max price" placeholder="Any" prefix="$" thousandSeparator="," min={0} step={10000} hideControls value={maxPrice} onChange={setMaxPrice} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 4, lg: 2 }}>
            <Select label="Beds" placeholder="Any" data={AT_LEAST} clearable value={filters.min_beds?.toString() ?? null} onChange={(value) => update({ min_beds: value })} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 4, lg: 2 }}>
            <Select label="Baths" placeholder="Any" data={AT_LEAST} clearable value={filters.min_baths?.toString() ?? null} onChange={(value) => update({ min_baths: value })} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 4, lg: 2 }}>
            <Select label="Type" placeholder="Any" data={TYPE_OPTIONS} clearable value={filters.property_type ?? null} onChange={(value) => update({ property_type: value })} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 4, lg: 2 }}>
            {/* No status means homes still for sale (active, coming soon): pending and sold ones are asked for by name. */}
            <Select label="Status" placeholder="For sale" data={STATUS_OPTIONS} clearable value={filters.status ?? null} onChange={(value) => update({ status: value })} />
          </Grid.Col>
        </Grid>
      </Collapse>
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
