import { Anchor, Center, Group, Image, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { formatPrice } from '@openhouse/shared/format/money';
import { formatFactsLine } from '@openhouse/shared/properties/browse';
import { IconHome } from '@tabler/icons-react';
import { Link } from 'react-router';
import { mediaUrl } from '../../../lib/media-url';
import { useProperty } from '../../../lib/property-query';

const THUMB = { w: 64, h: 48 } as const;

/**
 * A listing shared in a chat, as a card: its picture, price, address and facts, opening the listing. A listing
 * the reader may not see (a draft, one removed) leaves the link in the text as it is and draws nothing.
 */
export function SharedListingCard({ propertyId }: { propertyId: number }) {
  const listing = useProperty(propertyId);
  if (listing.isPending) return <Skeleton h={60} w={260} radius="sm" aria-label="Loading the listing" />;
  if (listing.isError) return null;
  const property = listing.data.data;
  const facts = formatFactsLine(property);
  return (
    <Paper withBorder p={6} radius="sm" maw={320} bg="var(--mantine-color-body)">
      <Anchor component={Link} to={`/properties/${property.id}`} underline="never" c="inherit">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          {property.cover ? (
            <Image src={mediaUrl(property.cover.thumb_url)} alt="" {...THUMB} radius="sm" fit="cover" style={{ flexShrink: 0 }} />
          ) : (
            <Center {...THUMB} bg="var(--mantine-color-gray-2)" style={{ borderRadius: 'var(--mantine-radius-sm)', flexShrink: 0 }}>
              <IconHome size={20} aria-hidden />
            </Center>
          )}
          <Stack gap={0} miw={0}>
            <Text size="sm" fw={700}>
              {formatPrice(property.value)}
            </Text>
            <Text size="xs" lineClamp={1}>
              {property.street_address}, {property.city}
            </Text>
            {facts ? (
              <Text size="xs" c="dimmed">
                {facts}
              </Text>
            ) : null}
          </Stack>
        </Group>
      </Anchor>
    </Paper>
  );
}
