import { SimpleGrid, Stack, Text } from '@mantine/core';
import { formatPrice } from '@openhouse/shared/format/money';
import type { PropertyDetail } from '@openhouse/shared/properties/listing';
import { listingStatusLabels, propertyTypeLabels } from '@openhouse/shared/properties/listing-labels';
import { formatNumber } from './listing.views';

/** The listing's facts in RESO terms; what the listing does not say reads as a dash. */
export function PropertyFacts({ property }: { property: PropertyDetail }) {
  const facts: [string, string][] = [
    ['Price', formatPrice(property.value)],
    ['Bedrooms', property.bedrooms?.toString() ?? '—'],
    ['Bathrooms', property.bathrooms?.toString() ?? '—'],
    ['Living area', property.living_area !== null ? `${formatNumber(property.living_area)} sq ft` : '—'],
    ['Lot size', property.lot_size !== null ? `${formatNumber(property.lot_size)} sq ft` : '—'],
    ['Year built', property.year_built?.toString() ?? '—'],
    ['Type', propertyTypeLabels[property.property_type]],
    ['Status', listingStatusLabels[property.status]],
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" verticalSpacing="md" component="dl" m={0}>
      {facts.map(([label, value]) => (
        <Stack key={label} gap={0}>
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
            {label}
          </Text>
          <Text component="dd" m={0} fw={600}>
            {value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
