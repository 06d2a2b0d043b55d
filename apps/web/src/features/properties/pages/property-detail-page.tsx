import { Alert, Anchor, Badge, Button, Center, Grid, Group, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { formatPrice } from '@openhouse/shared/format/money';
import { daysOnMarket, formatDaysOnMarket, formatPricePerSquareFoot } from '@openhouse/shared/properties/browse';
import { formatAddress, isDraft, isOnMarket, listingStatusLabels, propertyTypeLabels } from '@openhouse/shared/properties/listing-labels';
import type { PropertyDetail } from '@openhouse/shared/properties/listing';
import { browseMessages } from '@openhouse/shared/properties/browse-messages';
import { IconArrowLeft, IconChartBar, IconCheck, IconFileText, IconPencil } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { hasErrorCode, messageOf } from '../../../lib/api-client';
import { lazyPart } from '../../../lib/lazy-part';
import { openGlobalModal } from '../../../lib/global-modals';
import { usePausedRefetchInterval, useWatchProperty } from '../../../lib/realtime';
import { useSession } from '../../../lib/session-context';
import { propertyKey, useProperty } from '../../../lib/property-query';
import { recordPropertyClick, recordPropertyView, type ClickTarget } from '../api/record-property-event';
import { FavouriteButton } from '../components/favourite-button';
import { LazyPropertiesMap } from '../components/lazy-properties-map';
import { LazyDraftPreviewBanner, LazyListingActionBar, LazyMoreHomesCard, LazyShareButton } from '../components/listing-extras';
import { PropertyFacts } from '../components/property-facts';
import { PropertyGallery } from '../components/property-gallery';
import { RealtorCard } from '../components/realtor-card';
import { SellerStatus } from '../components/seller-status';
import { TourRequestCard } from '../components/tour-request-card';

// The auction loads just after the page (the public page's JavaScript budget); many listings have none.
const AuctionHeadline = lazyPart(() => import('../components/auction-headline').then((module) => module.AuctionHeadline), { drawnByServer: true });
const BiddingPanel = lazyPart(() => import('../components/bidding-panel').then((module) => module.BiddingPanel), { drawnByServer: true });

/** Counts one view per opening of the page (StrictMode's double effect run keeps the ref). */
function useRecordView(propertyId: number) {
  const recorded = useRef<number | null>(null);
  useEffect(() => {
    if (!Number.isInteger(propertyId) || propertyId <= 0 || recorded.current === propertyId) return;
    recorded.current = propertyId;
    recordPropertyView(propertyId);
  }, [propertyId]);
}

/**
 * Notification links open the page with `?bid=1` (the bid wizard; all bids for the listing side) or
 * `?approvals=1` (bid approvals, for the listing side). The parameter is dropped once acted on, so a
 * reload or the back button does not open it again. A signed-out visitor sent to approvals signs in first
 * and comes back to the same link.
 */
function useBiddingEntryPoints(property: PropertyDetail, isLive: boolean) {
  const [params, setParams] = useSearchParams();
  const wantsBid = params.get('bid') === '1';
  const wantsApprovals = params.get('approvals') === '1';
  const hasAuction = property.bidding_property !== null;
  const { id, is_listing_side: listingSide } = property;

  useEffect(() => {
    if (!wantsBid && !wantsApprovals) return;
    const next = new URLSearchParams(params);
    next.delete('bid');
    next.delete('approvals');
    setParams(next, { replace: true });
    if (wantsApprovals) {
      if (listingSide) openGlobalModal('bidApprovals', { propertyId: id });
      else if (!isLive) openGlobalModal('login', { referrer: `/properties/${id}?approvals=1` });
    } else if (hasAuction) {
      openGlobalModal(listingSide ? 'allBids' : 'bidWizard', { propertyId: id });
    }
  }, [wantsBid, wantsApprovals, params, setParams, id, listingSide, isLive, hasAuction]);
}

/** /properties/{id}: the public listing page. Works for anonymous visitors; actions follow can_edit. */
export function PropertyDetailPage() {
  const propertyId = Number(useParams().propertyId);
  // Live bids patch the listing; while they cannot arrive (lib/realtime.tsx), it is read again on a timer instead.
  const detail = useProperty(propertyId, true, usePausedRefetchInterval());
  useRecordView(propertyId);

  if (!Number.isInteger(propertyId) || propertyId <= 0 || hasErrorCode(detail.error, 'not_found')) {
    return <PropertyNotFound />;
  }
  if (detail.isPending) return <DetailSkeleton />;
  if (detail.isError) {
    return (
      <Alert color="red" variant="light" title="This listing could not be loaded">
        {messageOf(detail.error, 'Please try again in a moment.')}
      </Alert>
    );
  }
  return <PropertyDetailView property={detail.data.data} />;
}

function PropertyDetailView({ property }: { property: PropertyDetail }) {
  const { isLive, user } = useSession();
  useDocumentTitle(`${property.label} | Openhouse`);
  useBiddingEntryPoints(property, isLive);
  // Bids placed by anyone show at once (the cache is patched by the app's live bids listener); those placed
  // before the room was joined are read with the listing again.
  const queryClient = useQueryClient();
  useWatchProperty(property.bidding_property ? property.id : null, () => void queryClient.invalidateQueries({ queryKey: propertyKey(property.id) }));
  const click = (target: ClickTarget) => recordPropertyClick(property.id, target);
  // Panning and zooming are many clicks; interest in the map counts once per visit.
  const mapCounted = useRef(false);
  const mapClick = () => {
    if (mapCounted.current) return;
    mapCounted.current = true;
    click('map');
  };
  const hasLocation = property.latitude !== null && property.longitude !== null;
  // Only the listing side sees a draft: saving it or sharing its link (a 404 to anyone else) leads nowhere.
  const draft = isDraft(property);

  return (
    <Stack gap="lg">
      {draft ? <LazyDraftPreviewBanner property={property} /> : null}
      {/* A shared link is no dead end: a visitor goes on to the public search. */}
      <Anchor component={Link} to={isLive ? '/properties' : '/homes'} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {isLive ? 'All properties' : 'More homes'}
        </Group>
      </Anchor>

      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4} miw={0} style={{ flex: '1 1 320px' }}>
          <Group gap={6}>
            <Badge color={property.status === 'active' ? 'teal' : 'gray'}>{listingStatusLabels[property.status]}</Badge>
            <Badge variant="light">{propertyTypeLabels[property.property_type]}</Badge>
            {property.featured ? <Badge color="yellow">Featured</Badge> : null}
          </Group>
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
            {property.label}
          </Title>
          <Text c="dimmed">{formatAddress(property)}</Text>
          <Text fz={{ base: 26, sm: 32 }} fw={700}>
            {formatPrice(property.value)}
          </Text>
          <Text size="sm" c="dimmed">
            {[formatPricePerSquareFoot(property.value, property.living_area), formatDaysOnMarket(daysOnMarket(property.created_at))].filter(Boolean).join(' · ')}
          </Text>
          {property.bidding_property ? (
            <Suspense fallback={null}>
              <AuctionHeadline property={property} auction={property.bidding_property} />
            </Suspense>
          ) : null}
        </Stack>
        <Group gap="xs">
          {draft ? null : <FavouriteButton propertyId={property.id} favourite={property.favourite} variant="light" tooltip />}
          {draft ? null : <LazyShareButton title={property.label} onShare={() => click('share')} />}
          {property.can_edit ? (
            <Button component={Link} to={`/properties/${property.id}/edit`} variant="light" leftSection={<IconPencil size={16} aria-hidden />}>
              Edit
            </Button>
          ) : null}
          {property.can_edit || property.is_listing_side ? (
            <Button component={Link} to={`/insights?property_id=${property.id}`} variant="light" leftSection={<IconChartBar size={16} aria-hidden />}>
              Insights
            </Button>
          ) : null}
        </Group>
      </Group>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <PropertyGallery photos={property.photos} title={property.label} onOpenFullSize={() => click('photo')} />
            <Paper withBorder p="md" component="section" aria-labelledby="facts-heading">
              <Title order={2} size="h4" id="facts-heading" mb="sm">
                Facts
              </Title>
              <PropertyFacts property={property} />
            </Paper>
            <Paper withBorder p="md" component="section" aria-labelledby="description-heading">
              <Title order={2} size="h4" id="description-heading" mb="sm">
                About this home
              </Title>
              {property.description ? (
                <Text style={{ whiteSpace: 'pre-line' }}>{property.description}</Text>
              ) : (
                <Text c="dimmed">The listing has no description yet.</Text>
              )}
              {property.features.length > 0 ? (
                <>
                  <Title order={3} size="h5" mt="md" mb="xs">
                    Features
                  </Title>
                  <List spacing={4} icon={<IconCheck size={16} color="var(--mantine-color-teal-6)" aria-hidden />} center>
                    {property.features.map((feature) => (
                      <List.Item key={feature}>{feature}</List.Item>
                    ))}
                  </List>
                </>
              ) : null}
            </Paper>
            {hasLocation ? (
              <Paper withBorder p={4} component="section" aria-label="Map" onClickCapture={mapClick}>
                <LazyPropertiesMap
                  height={300}
                  zoom={15}
                  unavailableText={`Map unavailable — ${formatAddress(property)}`}
                  points={[{ id: property.id, latitude: property.latitude!, longitude: property.longitude!, title: formatAddress(property), label: formatPrice(property.value) }]}
                />
              </Paper>
            ) : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            {isLive ? null : <LazyMoreHomesCard />}
            <RealtorCard realtor={property.realtor} onContact={click} canMessage={isLive && user?.id !== property.realtor.id} />
            <SellerStatus property={property} />
            {/* A home under contract or sold is not toured any more. */}
            {isOnMarket(property.status) ? <TourRequestCard propertyId={property.id} label={property.label} isListingSide={property.is_listing_side} isDraft={draft} /> : null}
            <Suspense fallback={<Skeleton h={220} />}>
              <BiddingPanel property={property} />
            </Suspense>
            <Paper withBorder p="md" component="section" aria-labelledby="documents-heading">
              <Title order={2} size="h5" id="documents-heading" mb="xs">
                Documents
              </Title>
              <Text size="sm" c="dimmed" mb="sm">
                Disclosures and other documents of this listing.
              </Text>
              <Button component={Link} to={`/properties/${property.id}/docs`} variant="light" fullWidth leftSection={<IconFileText size={16} aria-hidden />} onClick={() => click('documents')}>
                View documents
              </Button>
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
      <LazyListingActionBar property={property} signedIn={isLive} />
    </Stack>
  );
}

function PropertyNotFound() {
  useDocumentTitle(`${browseMessages.notFound} | Openhouse`);
  return (
    <Center mih="50vh">
      <Stack align="center" gap="sm" ta="center">
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
          {browseMessages.notFound}
        </Title>
        <Text c="dimmed">It may have been removed, or the link is mistyped.</Text>
        <Button component={Link} to="/">
          Take me home
        </Button>
      </Stack>
    </Center>
  );
}

function DetailSkeleton() {
  return (
    <Stack gap="lg" aria-label="Loading property">
      <Skeleton h={32} w="60%" />
      <Skeleton h={20} w="40%" />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Skeleton h={360} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Skeleton h={160} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
