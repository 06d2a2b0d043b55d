import type { PropertySummary } from '@openhouse/shared/properties/listing';
import { formatAddress } from '@openhouse/shared/properties/listing-labels';

const compact = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });

/** The markers for listings that have coordinates; the rest are simply not on the map. */
export function toMapPoints(properties: PropertySummary[]) {
  return properties.flatMap((property) =>
    property.latitude !== null && property.longitude !== null
      ? [
          {
            id: property.id,
            latitude: property.latitude,
            longitude: property.longitude,
            title: formatAddress(property),
            label: compact.format(property.value),
            href: `/properties/${property.id}`,
          },
        ]
      : [],
  );
}
