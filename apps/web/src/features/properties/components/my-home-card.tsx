import { Anchor, Badge, Box, Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { countOf } from '@openhouse/shared/format/count';
import { myHomeMessages as m } from '@openhouse/shared/dashboard/my-home-messages';
import { formatMomentWithZone } from '@openhouse/shared/format/moment';
import { describeMeetingTime } from '@openhouse/shared/meetings/rules';
import { formatPrice } from '@openhouse/shared/format/money';
import { formatAddress, listingStatusLabels } from '@openhouse/shared/properties/listing-labels';
import { IconChartBar, IconListDetails } from '@tabler/icons-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { openGlobalModal } from '../../../lib/global-modals';
import { mediaUrl } from '../../../lib/media-url';
import type { MyHome } from '../api/get-my-home';
import { PhotoPlaceholder } from './photo-placeholder';

// The auction line ticks every second on the server's clock; it loads after the page, as on the listing page.
const AuctionHeadline = lazy(() => import('./auction-headline').then((module) => ({ default: module.AuctionHeadline })));

const PHOTO = { w: { base: '100%', sm: 200 }, h: 140 };

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Title order={3} fz="sm" c="dimmed" tt="uppercase">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The open bids, newest (so highest) first; the seller reviews one to accept it where accepting is done. */
function Offers({ home, timeZone }: { home: MyHome; timeZone?: string | null }) {
  const { property } = home;
  if (home.deal && home.pending_offer_count === 0) return <Text size="sm">{m.dealRunning}</Text>;
  if (home.pending_offers.length === 0) return <Text size="sm">{m.noOffers}</Text>;
  return (
    <Stack gap="xs">
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={`Bids on ${property.label}`}>
        {home.pending_offers.map((bid) => (
          <Group component="li" key={bid.id} justify="space-between" gap="xs" wrap="wrap">
            <Stack gap={0} miw={0}>
              <Text fw={600}>{formatPrice(bid.bid_amount)}</Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {bid.user.name} · {formatMomentWithZone(bid.date, timeZone)}
              </Text>
            </Stack>
            {home.can_accept ? (
              <Button size="compact-sm" variant="light" onClick={() => openGlobalModal('orderDetails', { propertyId: property.id, bid })}>
                Review and accept
              </Button>
            ) : null}
          </Group>
        ))}
      </Stack>
      <Group gap="md">
        {home.pending_offer_count > home.pending_offers.length ? (
          <Button variant="subtle" size="compact-sm" leftSection={<IconListDetails size={16} aria-hidden />} onClick={() => openGlobalModal('allBids', { propertyId: property.id })}>
            All {countOf(home.pending_offer_count, 'bid')}
          </Button>
        ) : null}
        {home.can_accept ? null : (
          <Anchor component={Link} to={`/properties/${property.id}`} size="sm">
            {m.offersElsewhere}
          </Anchor>
        )}
      </Group>
    </Stack>
  );
}

/** Where a showing stands, in a seller's words. */
function showingOutcome(showing: MyHome['showings'][number], now: number): { label: string; color: string } {
  if (showing.answer === 'declined') return { label: 'Declined', color: 'red' };
  if (showing.status === 'cancelled') return { label: 'Cancelled', color: 'gray' };
  if (Date.parse(showing.end) <= now) return { label: 'Took place', color: 'teal' };
  if (showing.answer === 'accepted') return { label: 'Confirmed', color: 'teal' };
  if (showing.answer === 'proposed') return { label: 'New time proposed', color: 'blue' };
  return { label: 'Requested', color: 'yellow' };
}

/** The home's tours of the last month and to come: when, in person or by video, and how each stands. */
function Showings({ showings, timeZone, label }: { showings: MyHome['showings']; timeZone?: string | null; label: string }) {
  // The moment the page was drawn: a showing that ended before it took place.
  const [now] = useState(() => Date.now());
  if (showings.length === 0) return <Text size="sm">No showings yet. Tours buyers book show here, with their outcome.</Text>;
  return (
    <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }} aria-label={`Showings of ${label}`}>
      {showings.map((showing) => {
        const outcome = showingOutcome(showing, now);
        return (
          <Group component="li" key={showing.id} justify="space-between" gap="xs" wrap="wrap">
            <Stack gap={0} miw={0}>
              <Text size="sm" fw={600}>
                {describeMeetingTime(showing.start, showing.end, timeZone)}
              </Text>
              <Text size="xs" c="dimmed">
                {showing.kind === 'video_tour' ? 'Video tour' : 'In-person tour'} · a buyer
              </Text>
            </Stack>
            <Badge variant="light" color={outcome.color}>
              {outcome.label}
            </Badge>
          </Group>
        );
      })}
    </Stack>
  );
}

/** The deal the home is in: its status, whose move it is, and the way to the transaction (and to signing, on the seller's turn). */
function Deal({ deal }: { deal: NonNullable<MyHome['deal']> }) {
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Badge variant="light">{deal.status}</Badge>
        <Text size="sm">{deal.turn.text}</Text>
        {deal.is_my_turn ? (
          <Badge color="blue" variant="filled">
            Your turn
          </Badge>
        ) : null}
      </Group>
      <Group gap="xs">
        {deal.is_my_turn ? (
          <Button component={Link} to={`/contract-signing?transaction_id=${deal.id}`} size="sm">
            Sign the contract
          </Button>
        ) : null}
        <Button component={Link} to={`/transactions/${deal.id}`} size="sm" variant={deal.is_my_turn ? 'default' : 'light'}>
          Open the transaction
        </Button>
      </Group>
    </Stack>
  );
}

/** One of the seller's homes: photo, address, price and status, views, the auction, open bids and the deal. */
export function MyHomeCard({ home, timeZone }: { home: MyHome; timeZone?: string | null }) {
  const { property } = home;
  const cover = property.photos[0] ?? null;
  const auction = property.bidding_property;
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="article" aria-labelledby={`my-home-${property.id}`}>
      <Stack gap="md">
        <Group align="flex-start" gap="md" wrap="wrap">
          <Box w={PHOTO.w} h={PHOTO.h} style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden', flexShrink: 0 }}>
            {cover ? <Image src={mediaUrl(cover.thumb_url)} alt="" w="100%" h={PHOTO.h} fit="cover" /> : <PhotoPlaceholder height={PHOTO.h} iconSize={28} />}
          </Box>
          <Stack gap={4} miw={0} style={{ flex: '1 1 240px' }}>
            <Anchor component={Link} to={`/properties/${property.id}`} fw={700} fz="lg" id={`my-home-${property.id}`} style={{ overflowWrap: 'anywhere' }}>
              {property.label}
            </Anchor>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {formatAddress(property)}
            </Text>
            <Group gap="xs">
              <Text fw={600}>{formatPrice(property.value)}</Text>
              <Badge variant="light" color={property.status === 'active' ? 'teal' : 'gray'}>
                {listingStatusLabels[property.status]}
              </Badge>
            </Group>
            <Group gap="md">
              <Text size="sm">{countOf(home.views_this_week, 'view')} this week</Text>
              {home.can_see_insights ? (
                <Anchor component={Link} to={`/insights?property_id=${property.id}`} size="sm">
                  <Group gap={4} component="span" wrap="nowrap">
                    <IconChartBar size={16} aria-hidden />
                    Insights
                  </Group>
                </Anchor>
              ) : null}
            </Group>
          </Stack>
        </Group>

        <Part title="Auction">
          {auction ? (
            <Suspense fallback={<Box h={28} />}>
              <AuctionHeadline property={property} auction={auction} />
            </Suspense>
          ) : (
            <Text size="sm">{m.noAuction}</Text>
          )}
        </Part>
        {auction ? (
          <Part title="Bids awaiting your answer">
            <Offers home={home} timeZone={timeZone} />
          </Part>
        ) : null}
        <Part title="Showings">
          <Showings showings={home.showings} timeZone={timeZone} label={property.label} />
        </Part>
        {home.deal ? (
          <Part title="Deal">
            <Deal deal={home.deal} />
          </Part>
        ) : null}
      </Stack>
    </Paper>
  );
}
