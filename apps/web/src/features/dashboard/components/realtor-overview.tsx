import { Anchor, Badge, Button, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { DashboardSummary } from '@openhouse/shared/dashboard/schemas';
import { formatDate } from '@openhouse/shared/format/datetime';
import { formatPrice } from '@openhouse/shared/format/money';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DashboardWidget, EmptyState } from '../../../components/dashboard-widget';
import { useTimeZone } from '../../../lib/use-time-zone';
import { FIGURE_CARD_HEIGHT, FigureCard } from './figure-card';

type Realtor = NonNullable<DashboardSummary['realtor']>;

/** Drafts are not on the market, so they are not among the active listings; the realtor still sees how many wait. */
function draftsLine(drafts: number): string | undefined {
  if (drafts === 0) return undefined;
  return drafts === 1 ? '1 draft, not published' : `${drafts} drafts, not published`;
}

/** The figures' grid. */
const FIGURES_GRID = { cols: { base: 2, md: 4 }, spacing: 'md' } as const;

/** The figures' place while the summary loads: the same grid of four cards, so nothing below moves when they arrive. */
export function RealtorFiguresLoading() {
  return (
    <SimpleGrid {...FIGURES_GRID} role="status" aria-label="Loading key figures">
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} h={FIGURE_CARD_HEIGHT} />
      ))}
    </SimpleGrid>
  );
}

/** Active listings, live auctions, views this week and deals by status, each linking on. */
export function RealtorFigures({ summary }: { summary: Realtor }) {
  const deals = summary.transactions_by_status.reduce((sum, status) => sum + status.count, 0);
  return (
    <SimpleGrid {...FIGURES_GRID} component="section" aria-label="Key figures">
      <FigureCard label="Active listings" value={summary.active_listings} to="/my-listings" detail={draftsLine(summary.drafts)} />
      <FigureCard label="Live auctions" value={summary.live_auctions.length} to="/my-listings" />
      <FigureCard label="Views this week" value={summary.views_this_week} to="/insights" />
      <FigureCard
        label="Transactions"
        value={deals}
        to="/transactions"
        detail={summary.transactions_by_status.map((status) => `${status.count} ${status.name}`).join(' · ') || 'None yet'}
      />
    </SimpleGrid>
  );
}

/** The realtor's live auctions with their leading bids. */
export function LiveAuctionsWidget({ summary }: { summary: Realtor }) {
  const zone = useTimeZone();
  return (
    <DashboardWidget title="Live Auctions">
      {summary.live_auctions.length === 0 ? (
        <EmptyState hint="Enable bidding on a listing to run an auction." />
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Live auctions">
          {summary.live_auctions.map((auction) => (
            <Group key={auction.property_id} component="li" justify="space-between" wrap="nowrap" gap="xs">
              <Stack gap={0} miw={0}>
                <Anchor component={Link} to={`/properties/${auction.property_id}`} size="sm" fw={500} lineClamp={1}>
                  {auction.label}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {auction.bid_count} {auction.bid_count === 1 ? 'bid' : 'bids'} · ends {formatDate(auction.bid_ending_time, zone)}
                </Text>
              </Stack>
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {auction.bid_count > 0 ? formatPrice(auction.highest_bid_amount) : 'No bids'}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </DashboardWidget>
  );
}

function QueueRow({ title, detail, action }: { title: ReactNode; detail: string; action: ReactNode }) {
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="xs">
      <Stack gap={0} miw={0} style={{ flex: 1 }}>
        <Text size="sm" fw={500} lineClamp={1}>
          {title}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {detail}
        </Text>
      </Stack>
      {/* The action keeps its width on phones; the text beside it gives way. */}
      <div style={{ flexShrink: 0 }}>{action}</div>
    </Group>
  );
}

/**
 * What waits on the realtor, with the action in place: bid approvals and document requests. Its count is the
 * server's count of what the queue page lists, so the two always agree; the day's meetings are the meeting
 * cards' and unread messages the messages card's, each shown once.
 */
export function RealtorQueue({ summary }: { summary: Realtor }) {
  const { bid_approvals: approvals, document_requests: requests, total } = summary.queue;
  return (
    <DashboardWidget
      title="Waiting on you"
      action={
        <Group gap="xs" wrap="nowrap">
          <Badge variant="light">{total}</Badge>
          <Anchor component={Link} to="/queue" size="sm">
            See all
          </Anchor>
        </Group>
      }
    >
      {total === 0 ? (
        <EmptyState hint="Bid approvals and document requests on your listings show here." />
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Waiting on you">
          {approvals.map((item) => (
            <QueueRow
              key={`approval-${item.id}`}
              title={`Bid approval: ${item.who}`}
              detail={item.label}
              action={
                <Button size="compact-xs" variant="light" component={Link} to={`/properties/${item.property_id}?approvals=1`}>
                  Review
                </Button>
              }
            />
          ))}
          {requests.map((item) => (
            <QueueRow
              key={`request-${item.id}`}
              title={`Documents: ${item.who}`}
              detail={item.label}
              action={
                <Button size="compact-xs" variant="light" component={Link} to={`/properties/${item.property_id}/docs`}>
                  Decide
                </Button>
              }
            />
          ))}
          {total > approvals.length + requests.length ? (
            <Text component="li" size="xs" c="dimmed">
              {total - approvals.length - requests.length} more on the queue page
            </Text>
          ) : null}
        </Stack>
      )}
    </DashboardWidget>
  );
}
