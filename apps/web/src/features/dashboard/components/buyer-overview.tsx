import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { DashboardSummary } from '@openhouse/shared/dashboard/schemas';
import { formatPrice } from '@openhouse/shared/format/money';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DashboardWidget, EmptyState } from '../../../components/dashboard-widget';

type Buyer = NonNullable<DashboardSummary['buyer']>;

/** A listing row: its title linking to it, a line under it, and something on the right. */
export function ListingRow({ propertyId, label, detail, aside }: { propertyId: number; label: string; detail: string; aside: ReactNode }) {
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
      <Stack gap={0} miw={0}>
        <Anchor component={Link} to={`/properties/${propertyId}`} size="sm" fw={500} lineClamp={1}>
          {label}
        </Anchor>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {detail}
        </Text>
      </Stack>
      {aside}
    </Group>
  );
}

/** A widget's rows of listings, or its empty state with a hint. */
export function ListingRows<T>({ items, label, emptyHint, row }: { items: T[]; label: string; emptyHint: string; row: (item: T) => ReactNode }) {
  if (items.length === 0) return <EmptyState hint={emptyHint} />;
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {items.map(row)}
    </Stack>
  );
}

export function LiveBidsWidget({ summary }: { summary: Buyer }) {
  return (
    <DashboardWidget title="Your Live Bids">
      <ListingRows
        items={summary.live_bids}
        label="Your live bids"
        emptyHint="Bids on auctions still running show here, leading or outbid."
        row={(bid) => (
          <ListingRow
            key={bid.property_id}
            propertyId={bid.property_id}
            label={bid.label}
            detail={`Your bid ${formatPrice(bid.my_bid)} · highest ${formatPrice(bid.highest_bid_amount)}`}
            aside={<Badge color={bid.leading ? 'teal' : 'orange'}>{bid.leading ? 'Leading' : 'Outbid'}</Badge>}
          />
        )}
      />
    </DashboardWidget>
  );
}

export function SavedHomesWidget({ summary }: { summary: Buyer }) {
  const browse = (
    <Anchor component={Link} to="/properties" size="sm">
      Browse
    </Anchor>
  );
  return (
    <DashboardWidget title="Saved Homes" action={browse}>
      <ListingRows
        items={summary.saved_homes}
        label="Saved homes"
        emptyHint="Tap the heart on a home to save it here."
        row={(home) => (
          <ListingRow
            key={home.property_id}
            propertyId={home.property_id}
            label={home.label}
            detail={home.street_address}
            aside={
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {formatPrice(home.value)}
              </Text>
            }
          />
        )}
      />
    </DashboardWidget>
  );
}

const approvalColors = { submitted: 'blue', approved: 'teal', rejected: 'red' } as const;

export function ApprovalsWidget({ summary }: { summary: Buyer }) {
  return (
    <DashboardWidget title="Bidding Approvals">
      <ListingRows
        items={summary.approvals}
        label="Bidding approvals"
        emptyHint="Ask to be approved from a home's bidding panel."
        row={(approval) => (
          <ListingRow
            key={approval.id}
            propertyId={approval.property_id}
            label={approval.label}
            detail={approval.street_address}
            aside={
              <Badge color={approvalColors[approval.approval]} tt="capitalize">
                {approval.approval}
              </Badge>
            }
          />
        )}
      />
    </DashboardWidget>
  );
}
