import { Anchor, Badge } from '@mantine/core';
import type { DashboardSummary } from '@openhouse/shared/dashboard/schemas';
import { formatPrice } from '@openhouse/shared/format/money';
import { Link } from 'react-router';
import { ListingWidget } from './listing-widget';

type Seller = NonNullable<DashboardSummary['seller']>;
type Home = Seller['homes'][number];

const bidsText = (home: Home) =>
  `${home.bid_count} ${home.bid_count === 1 ? 'bid' : 'bids'}${home.highest_bid_amount !== null ? `, highest ${formatPrice(home.highest_bid_amount)}` : ''}`;

/** The seller's homes: views this week, bids so far and where the deal stands. */
export function SellerHomesWidget({ summary }: { summary: Seller }) {
  return (
    <ListingWidget
      title="Your Home"
      action={
        <Anchor component={Link} to="/my-home" size="sm">
          My home
        </Anchor>
      }
      items={summary.homes}
      emptyHint="Once your realtor lists your home, its views, bids and deal show here."
      line={(home) => ({
        key: home.property_id,
        propertyId: home.property_id,
        label: home.label,
        detail: `${home.views_this_week} views this week · ${bidsText(home)}`,
        aside: <Badge variant="light">{home.deal_status ?? 'No deal yet'}</Badge>,
      })}
    />
  );
}
