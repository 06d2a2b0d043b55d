import { Alert, Anchor, Badge, Box, Button, Center, Group, Image, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { formatPrice } from '@openhouse/shared/format/money';
import { formatAddress, listingStatusLabels } from '@openhouse/shared/properties/listing-labels';
import type { PropertyDetail } from '@openhouse/shared/properties/listing';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { hasErrorCode, messageOf } from '../../../lib/api-client';
import { mediaUrl } from '../../../lib/media-url';
import { useProperty } from '../../../lib/property-query';
import { recordPropertyClick } from '../api/record-property-event';
import { LazyPropertiesMap } from '../components/lazy-properties-map';
import { PropertyFacts } from '../components/property-facts';
import { PropertyGallery } from '../components/property-gallery';
import { RealtorCard } from '../components/realtor-card';

/** The page's sections (spec part 2: home, details, floorplan, contact and map), in order, for the jump links. */
const SECTIONS = [
  { id: 'home', label: 'Home' },
  { id: 'details', label: 'Details' },
  { id: 'floorplan', label: 'Floor plan' },
  { id: 'contact', label: 'Contact' },
  { id: 'map', label: 'Map' },
] as const;

function Section({ id, title, children }: { id: (typeof SECTIONS)[number]['id']; title: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="section" id={id} aria-labelledby={`${id}-heading`} style={{ scrollMarginTop: 16 }}>
      <Title order={2} size="h4" id={`${id}-heading`} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/**
 * /propertyQrcode?id={listing}: the marketing page a printed QR code leads to. The spec shows it with sample
 * data; here it shows the real listing named by its id, in the spec's five sections. A draft or unknown id
 * reads as not found, as the listing page does.
 */
export function PropertyMarketingPage() {
  const id = Number(useSearchParams()[0].get('id'));
  const detail = useProperty(id);
  if (!Number.isInteger(id) || id <= 0 || hasErrorCode(detail.error, 'not_found')) return <NotFound />;
  if (detail.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Loading the listing" />
      </Center>
    );
  }
  if (detail.isError) {
    return (
      <Alert color="red" variant="light" title="This listing could not be loaded" role="alert">
        {messageOf(detail.error, 'Please try again in a moment.')}
      </Alert>
    );
  }
  return <MarketingView property={detail.data.data} />;
}

function MarketingView({ property }: { property: PropertyDetail }) {
  useDocumentTitle(`${property.label} | Openhouse`);
  const cover = property.photos[0];
  const hasLocation = property.latitude !== null && property.longitude !== null;
  return (
    <Stack gap="md" maw={960} mx="auto">
      <Group component="nav" aria-label="Sections" gap="xs" wrap="wrap">
        {SECTIONS.map((section) => (
          <Anchor key={section.id} href={`#${section.id}`} size="sm" fw={600}>
            {section.label}
          </Anchor>
        ))}
      </Group>

      <Box component="section" id="home" aria-labelledby="home-heading" style={{ scrollMarginTop: 16 }}>
        {cover ? <Image src={mediaUrl(cover.url)} alt={`${property.label}: front`} radius="md" h={{ base: 220, sm: 380 }} fit="cover" mb="sm" /> : null}
        <Group gap={6} mb={4}>
          <Badge color={property.status === 'active' ? 'teal' : 'gray'}>{listingStatusLabels[property.status]}</Badge>
        </Group>
        <Title order={1} id="home-heading" fz={{ base: 'h3', sm: 'h2' }}>
          {property.label}
        </Title>
        <Text c="dimmed">{formatAddress(property)}</Text>
        <Text fz={{ base: 26, sm: 32 }} fw={700}>
          {formatPrice(property.value)}
        </Text>
        <Button component={Link} to={`/properties/${property.id}`} mt="sm" variant="light">
          See the full listing
        </Button>
      </Box>

      <Section id="details" title="Details">
        <Stack gap="sm">
          <PropertyFacts property={property} />
          {property.description ? <Text style={{ whiteSpace: 'pre-line' }}>{property.description}</Text> : <Text c="dimmed">The listing has no description yet.</Text>}
        </Stack>
      </Section>

      <Section id="floorplan" title="Floor plan and photos">
        {/* Listings keep photos, not a separate floor plan: the carousel shows them all (docs/DECISIONS.md). */}
        {property.photos.length > 0 ? <PropertyGallery photos={property.photos} title={property.label} /> : <Text c="dimmed">No floor plan or photos yet.</Text>}
      </Section>

      <Section id="contact" title="Contact">
        <Stack gap="sm">
          <RealtorCard realtor={property.realtor} onContact={(channel) => recordPropertyClick(property.id, channel)} />
          <Button component={Link} to={`/properties/${property.id}`} variant="default">
            Request a tour on the listing
          </Button>
        </Stack>
      </Section>

      <Section id="map" title="Map">
        {hasLocation ? (
          <LazyPropertiesMap
            height={300}
            zoom={15}
            unavailableText={`Map unavailable — ${formatAddress(property)}`}
            points={[{ id: property.id, latitude: property.latitude!, longitude: property.longitude!, title: formatAddress(property), label: formatPrice(property.value) }]}
          />
        ) : (
          <Text c="dimmed">{formatAddress(property)}: no map position on file.</Text>
        )}
      </Section>
    </Stack>
  );
}

function NotFound() {
  useDocumentTitle('Listing not found | Openhouse');
  return (
    <Center mih="40vh">
      <Stack align="center" gap="sm" ta="center">
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
          This listing could not be found
        </Title>
        <Text c="dimmed">The code may point to a listing that was removed, or the link is mistyped.</Text>
        <Button component={Link} to="/homes">
          Browse homes
        </Button>
      </Stack>
    </Center>
  );
}
