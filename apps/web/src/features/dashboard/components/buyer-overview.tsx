import { Anchor, Badge, Text } from '@mantine/core';
import type { DashboardSummary } from '@openhouse/shared/dashboard/schemas';
import { formatPrice } from '@openhouse/shared/format/money';
import { Link } from 'react-router';
import { ListingWidget } from './listing-widget';

type Buyer = NonNullable<DashboardSummary['buyer']>;

export function LiveBidsWidget({ summary }: { summary: Buyer }) {
  return (
    <ListingWidget
      title="Your Live Bids"
      items={summary.live_bids}
      emptyHint="Bids on auctions still running show here, leading or outbid."
      line={(bid) => ({
        key: bid.property_id,
        propertyId: bid.property_id,
        label: bid.label,
        detail: `Your bid ${formatPrice(bid.my_bid)} · highest ${formatPrice(bid.highest_bid_amount)}`,
        aside: <Badge color={bid.leading ? 'teal' : 'orange'}>{bid.leading ? 'Leading' : 'Outbid'}</Badge>,
      })}
    />
  );
}

export function SavedHomesWidget({ summary }: { summary: Buyer }) {
  const browse = (
    <Anchor component={Link} to="/properties" size="sm">
      Browse
    </Anchor>
  );
  const price = (value: number) => (
    <Text size="sm" fw={600}>
      {formatPrice(value)}
    </Text>
  );
  return (
    <ListingWidget
      title="Saved Homes"
      action={browse}
      items={summary.saved_homes}
      emptyHint="Tap the heart on a home to save it here."
      line={(home) => ({ key: home.property_id, propertyId: home.property_id, label: home.label, detail: home.street_address, aside: price(home.value) })}
    />
  );
}

const approvalColors = { submitted: 'blue', approved: 'teal', rejected: 'red' } as const;

export function ApprovalsWidget({ summary }: { summary: Buyer }) {
  return (
    <ListingWidget
      title="Bidding Approvals"
      items={summary.approvals}
      emptyHint="Ask to be approved from a home's bidding panel."
      line={(approval) => ({
        key: approval.id,
        propertyId: approval.property_id,
        label: approval.label,
        detail: approval.street_address,
        aside: (
          <Badge color={approvalColors[approval.approval]} tt="capitalize">
            {approval.approval}
          </Badge>
        ),
      })}
    />
  );
}
