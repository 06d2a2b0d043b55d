import { Checkbox, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { LISTING_STATUSES, listingStatusLabels, PROPERTY_TYPES, propertyTypeLabels } from '@openhouse/shared/properties/listing';
import { Controller } from 'react-hook-form';
import { fieldError, type PropertyFormApi } from './property-form-types';

const TYPE_OPTIONS = PROPERTY_TYPES.map((value) => ({ value, label: propertyTypeLabels[value] }));
const STATUS_OPTIONS = LISTING_STATUSES.map((value) => ({ value, label: listingStatusLabels[value] }));

export function FactsStep({ form, canFeature }: { form: PropertyFormApi; canFeature: boolean }) {
  const error = (name: string) => fieldError(form, name);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        <Controller
          control={form.control}
          name="property_type"
          render={({ field }) => (
            <Select
              label="Property type"
              placeholder="Choose"
              withAsterisk
              data={TYPE_OPTIONS}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value ?? undefined)}
              onBlur={field.onBlur}
              error={error('property_type')}
            />
          )}
        />
        <Controller
          control={form.control}
          name="status"
          render={({ field }) => (
            <Select label="Status" data={STATUS_OPTIONS} allowDeselect={false} value={field.value ?? 'active'} onChange={(value) => field.onChange(value ?? 'active')} error={error('status')} />
          )}
        />
        <TextInput label="Price (USD)" placeholder="$750,000" inputMode="decimal" withAsterisk {...form.register('value')} error={error('value')} />
        <TextInput label="Bedrooms" inputMode="numeric" {...form.register('bedrooms')} error={error('bedrooms')} />
        <TextInput label="Bathrooms" inputMode="decimal" placeholder="2.5" {...form.register('bathrooms')} error={error('bathrooms')} />
        <TextInput label="Living area (sq ft)" inputMode="numeric" {...form.register('living_area')} error={error('living_area')} />
        <TextInput label="Lot size (sq ft)" inputMode="numeric" {...form.register('lot_size')} error={error('lot_size')} />
        <TextInput label="Year built" inputMode="numeric" {...form.register('year_built')} error={error('year_built')} />
      </SimpleGrid>
      {canFeature ? (
        <Controller
          control={form.control}
          name="featured"
          render={({ field }) => (
            <Checkbox
              label="Featured listing"
              description="Featured listings head the Featured list on the browsing page."
              checked={Boolean(field.value)}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
      ) : null}
    </Stack>
  );
}
