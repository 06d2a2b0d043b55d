import { Button, Group, Select, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { US_STATES } from '@openhouse/shared/properties/listing';
import { lazy, Suspense, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { MapUnavailable } from '../map-unavailable';
import { DuplicateAddressWarning } from './duplicate-address-warning';
import { fieldError, type PropertyFormApi } from './property-form-types';

// Leaflet loads with the step, never with the page (the route's JavaScript budget).
const LocationPicker = lazy(() => import('./location-picker'));

const MAP_HEIGHT = 280;

function coordinate(value: unknown): number | null {
  if (value === '' || value === null || value === undefined) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/**
 * The listing's pin: placed and moved on the map. The coordinates show read-only beneath it; when the map's
 * tiles cannot load they become typed fields, so the form still works offline or behind a blocked tile server.
 */
function LocationField({ form }: { form: PropertyFormApi }) {
  const [latitude, longitude] = useWatch({ control: form.control, name: ['latitude', 'longitude'] });
  const [mapUnavailable, setMapUnavailable] = useState(false);
  const lat = coordinate(latitude);
  const lng = coordinate(longitude);
  const spot = lat !== null && lng !== null ? { latitude: lat, longitude: lng } : null;
  const place = (next: { latitude: number; longitude: number } | null) => {
    const options = { shouldDirty: true, shouldValidate: true } as const;
    form.setValue('latitude', next ? String(next.latitude) : '', options);
    form.setValue('longitude', next ? String(next.longitude) : '', options);
  };
  const error = (name: string) => fieldError(form, name);

  return (
    <Stack gap={6} role="group" aria-labelledby="listing-pin-label">
      <Text size="sm" fw={500} id="listing-pin-label">
        Location on the map
      </Text>
      <Text size="xs" c="dimmed">
        {mapUnavailable
          ? 'The map cannot load right now: type the latitude and longitude instead.'
          : 'Click the map where the home stands to place its pin; drag the pin to move it. With a pin, the listing shows in map searches.'}
      </Text>
      {mapUnavailable ? (
        <MapUnavailable height={120} text="Map unavailable" />
      ) : (
        <Suspense fallback={<Skeleton h={MAP_HEIGHT} radius="md" role="status" aria-label="Loading map" />}>
          <LocationPicker value={spot} onChange={place} onUnavailable={() => setMapUnavailable(true)} height={MAP_HEIGHT} />
        </Suspense>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput label="Latitude" placeholder={mapUnavailable ? '37.7749' : 'Set by the pin'} inputMode="decimal" readOnly={!mapUnavailable} {...form.register('latitude')} error={error('latitude')} />
        <TextInput label="Longitude" placeholder={mapUnavailable ? '-122.4194' : 'Set by the pin'} inputMode="decimal" readOnly={!mapUnavailable} {...form.register('longitude')} error={error('longitude')} />
      </SimpleGrid>
      {spot && !mapUnavailable ? (
        <Group>
          <Button variant="subtle" size="compact-sm" onClick={() => place(null)}>
            Remove pin
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

export function AddressStep({ form, propertyId }: { form: PropertyFormApi; propertyId?: number }) {
  const error = (name: string) => fieldError(form, name);
  const [streetAddress, zipCode] = useWatch({ control: form.control, name: ['street_address', 'zip_code'] });
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
      <DuplicateAddressWarning streetAddress={typeof streetAddress === 'string' ? streetAddress : ''} zipCode={typeof zipCode === 'string' ? zipCode : ''} propertyId={propertyId} />
      <LocationField form={form} />
    </Stack>
  );
}
