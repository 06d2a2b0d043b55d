import { Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { US_STATES } from '@openhouse/shared/properties/listing';
import { Controller } from 'react-hook-form';
import { fieldError, type PropertyFormApi } from './property-form-types';

export function AddressStep({ form }: { form: PropertyFormApi }) {
  const error = (name: string) => fieldError(form, name);
  return (
    <Stack gap="sm">
      <TextInput label="Listing title" placeholder="Sunny craftsman near the park" withAsterisk {...form.register('label')} error={error('label')} />
      <TextInput label="Street address" placeholder="123 Main St" autoComplete="street-address" withAsterisk {...form.register('street_address')} error={error('street_address')} />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <TextInput label="City" autoComplete="address-level2" withAsterisk {...form.register('city')} error={error('city')} />
        <Controller
          control={form.control}
          name="state"
          render={({ field }) => (
            <Select
              label="State"
              placeholder="Choose"
              withAsterisk
              searchable
              data={[...US_STATES]}
              value={typeof field.value === 'string' && field.value ? field.value : null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              error={error('state')}
            />
          )}
        />
        <TextInput label="Zip code" inputMode="numeric" autoComplete="postal-code" withAsterisk {...form.register('zip_code')} error={error('zip_code')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput label="Latitude" placeholder="37.7749" inputMode="decimal" {...form.register('latitude')} error={error('latitude')} />
        <TextInput label="Longitude" placeholder="-122.4194" inputMode="decimal" {...form.register('longitude')} error={error('longitude')} />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        Latitude and longitude are optional; with them the listing shows on the map.
      </Text>
    </Stack>
  );
}
