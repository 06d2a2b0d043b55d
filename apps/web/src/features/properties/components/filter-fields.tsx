import { Grid, NumberInput, Select } from '@mantine/core';
import { LISTING_STATUSES, listingStatusLabels, PROPERTY_TYPES, propertyTypeLabels } from '@openhouse/shared/properties/listing-labels';
import { useDraft } from '../hooks/use-draft';
import type { PropertyFilters, usePropertyFilters } from '../hooks/use-property-filters';
import { FILTER_COLUMN, FILTER_LABELS } from './filter-fields-placeholder';

const AT_LEAST = ['1', '2', '3', '4', '5'].map((value) => ({ value, label: `${value}+` }));
const TYPE_OPTIONS = PROPERTY_TYPES.map((value) => ({ value, label: propertyTypeLabels[value] }));
const STATUS_OPTIONS = LISTING_STATUSES.map((value) => ({ value, label: listingStatusLabels[value] }));

const asNumber = (amount: string | number) => (amount === '' ? '' : Number(amount));

type FilterFieldsProps = { filters: PropertyFilters; update: ReturnType<typeof usePropertyFilters>['update'] };

/** The price, rooms, type and status filters; loaded after the first paint (property-filters-bar.tsx). */
export default function FilterFields({ filters, update }: FilterFieldsProps) {
  const [minPrice, setMinPrice] = useDraft<string | number>(filters.min_price ?? '', (value) => update({ min_price: value }, { replace: true }), asNumber);
  const [maxPrice, setMaxPrice] = useDraft<string | number>(filters.max_price ?? '', (value) => update({ max_price: value }, { replace: true }), asNumber);
  const [minPriceLabel, maxPriceLabel, bedsLabel, bathsLabel, typeLabel, statusLabel] = FILTER_LABELS;
  return (
    <Grid gap="sm" mt="sm">
      <Grid.Col span={FILTER_COLUMN}>
        <NumberInput {...minPriceLabel} prefix="$" thousandSeparator="," min={0} step={10000} hideControls value={minPrice} onChange={setMinPrice} />
      </Grid.Col>
      <Grid.Col span={FILTER_COLUMN}>
        <NumberInput {...maxPriceLabel} prefix="$" thousandSeparator="," min={0} step={10000} hideControls value={maxPrice} onChange={setMaxPrice} />
      </Grid.Col>
      <Grid.Col span={FILTER_COLUMN}>
        <Select {...bedsLabel} data={AT_LEAST} clearable value={filters.min_beds?.toString() ?? null} onChange={(value) => update({ min_beds: value })} />
      </Grid.Col>
      <Grid.Col span={FILTER_COLUMN}>
        <Select {...bathsLabel} data={AT_LEAST} clearable value={filters.min_baths?.toString() ?? null} onChange={(value) => update({ min_baths: value })} />
      </Grid.Col>
      <Grid.Col span={FILTER_COLUMN}>
        <Select {...typeLabel} data={TYPE_OPTIONS} clearable value={filters.property_type ?? null} onChange={(value) => update({ property_type: value })} />
      </Grid.Col>
      <Grid.Col span={FILTER_COLUMN}>
        {/* No status means homes still for sale (active, coming soon): pending and sold ones are asked for by name. */}
        <Select {...statusLabel} data={STATUS_OPTIONS} clearable value={filters.status ?? null} onChange={(value) => update({ status: value })} />
      </Grid.Col>
    </Grid>
  );
}
