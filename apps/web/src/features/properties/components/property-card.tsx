import { Badge, Box, Card, Group, Image, Skeleton, Stack, Text } from '@mantine/core';
import { formatPrice } from '@openhouse/shared/format/money';
import type { PropertySummary } from '@openhouse/shared/properties/listing';
import { formatAddress, listingStatusLabels, propertyTypeLabels } from '@openhouse/shared/properties/listing-labels';
import { Link } from 'react-router';
import { BiddingStatusBadge } from '../../../components/bidding-status-badge';
import { mediaUrl } from '../../../lib/media-url';
import { FavouriteButton } from './favourite-button';
import { formatFactsLine } from '@openhouse/shared/properties/browse';
import { PhotoPlaceholder } from './photo-placeholder';
import classes from './property-card.module.css';

const PHOTO_HEIGHT = 180;

/** One listing as every list shows it: photo, price, facts, address, badges and the heart. */
export function PropertyCard({ property }: { property: PropertySummary }) {
  const facts = formatFactsLine(property);
  return (
    <Card withBorder padding="sm" radius="md" h="100%" className={classes.card} component="article">
      {/* The tint shows while a lazily loaded photo is still on its way. */}
      <Card.Section pos="relative" bg="gray.1">
        {property.cover ? (
          <Image src={mediaUrl(property.cover.thumb_url)} alt="" h={PHOTO_HEIGHT} fit="cover" loading="lazy" />
        ) : (
          <PhotoPlaceholder height={PHOTO_HEIGHT} />
        )}
        <Group gap={6} pos="absolute" top={8} left={8}>
          {property.featured ? (
            <Badge color="yellow" variant="filled" size="sm">
              Featured
            </Badge>
          ) : null}
          <Badge color={property.status === 'active' ? 'teal' : 'gray'} variant="filled" size="sm">
            {listingStatusLabels[property.status]}
          </Badge>
        </Group>
        <Box className={classes.above} top={6} right={6}>
          <FavouriteButton propertyId={property.id} favourite={property.favourite} />
        </Box>
      </Card.Section>
      <Stack gap={2} mt="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={700} size="lg">
            {formatPrice(property.value)}
          </Text>
          <Badge variant="light" size="sm" style={{ flexShrink: 0 }}>
            {propertyTypeLabels[property.property_type]}
          </Badge>
        </Group>
        {facts ? (
          <Text size="sm" c="dimmed">
            {facts}
          </Text>
        ) : null}
        <Text size="sm" fw={500} lineClamp={1} component={Link} to={`/properties/${property.id}`} className={classes.link}>
          {property.label}
        </Text>
        <Text size="sm" c="dimmed" lineClamp={2}>
          {formatAddress(property)}
        </Text>
        {property.bidding_property ? (
          <Group gap={6} mt={4} wrap="wrap" aria-label="Bidding">
            <Text size="xs" fw={500} style={{ flexShrink: 0 }}>
              Bidding
            </Text>
            <BiddingStatusBadge auction={property.bidding_property} size="xs" />
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

export function PropertyCardSkeleton() {
  return (
    <Card withBorder padding="sm" radius="md" aria-hidden>
      <Card.Section>
        <Skeleton h={PHOTO_HEIGHT} radius={0} />
      </Card.Section>
      <Stack gap={8} mt="sm">
        <Skeleton h={20} w="50%" />
        <Skeleton h={14} w="70%" />
        <Skeleton h={14} w="90%" />
      </Stack>
    </Card>
  );
}
