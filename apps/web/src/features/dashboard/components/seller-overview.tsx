import { Badge } from '@mantine/core';
import type { DashboardSummary } from '@openhouse/shared/dashboard/schemas';
import { formatPrice } from '@openhouse/shared/format/money';
import { DashboardWidget } from '../../../components/dashboard-widget';
import { ListingRow, ListingRows } from './buyer-overview';

type Seller = NonNullable<DashboardSummary['seller']>;

/** The seller's homes: views this week, bids so far and where the deal stands. */
export function SellerHomesWidget({ summary }: { summary: Seller }) {
  return (
    <DashboardWidget title="Your Home">
      <ListingRows
        items={summary.homes}
        label="Your homes"
        emptyHint="Once your realtor lists your home, its views, bids and deal show here."
        row={(home) => (
          <ListingRow
            key={home.property_id}
            propertyId={home.property_id}
            label={home.label}
            detail={`${home.views_this_week} views this week · ${home.bid_count} ${home.bid_count === 1 ? 'bid' : 'bids'}${home.highest_bid_amount !== null ? `, highest ${formatPrice(home.highest_bid_amount)}` : ''}`}
            aside={<Badge variant="light">{home.deal_status ?? 'No deal yet'}</Badge>}
          />
        )}
      />
    </DashboardWidget>
  );
}
