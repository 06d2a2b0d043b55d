import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { formatNotificationTime } from '@openhouse/shared/format/datetime';
import { formatPrice } from '@openhouse/shared/format/money';
import { NO_RECORDS } from '@openhouse/shared/http/page-labels';
import { Link } from 'react-router';
import { LoadingRows } from '../../../components/loading-rows';
import { messageOf } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-context';
import { useMyBids } from '../api/get-my-bids';
import { DashboardWidget } from '../../../components/dashboard-widget';

/** The dashboard's Bidding History: the user's five latest bids, each linking to its property. */
export function BiddingHistoryWidget() {
  const { user } = useSession();
  const bids = useMyBids();

  let body;
  if (bids.isPending) {
    body = <LoadingRows label="Loading bidding history" count={2} height={40} />;
  } else if (bids.isError) {
    body = (
      <Alert color="red" variant="light">
        {messageOf(bids.error, 'Your bidding history could not be loaded.')}
      </Alert>
    );
  } else if (bids.data.data.length === 0) {
    body = (
      <Stack gap={2} align="center" py="lg">
        <Text c="dimmed" size="sm">
          {NO_RECORDS}
        </Text>
        <Text c="dimmed" size="xs">
          Bids you place show here.
        </Text>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Your latest bids">
        {bids.data.data.map((bid) => (
          <Group key={bid.id} component="li" justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Stack gap={0} miw={0}>
              <Anchor component={Link} to={`/properties/${bid.property_id}`} size="sm" fw={500} lineClamp={1}>
                {bid.property?.label ?? `Property #${bid.property_id}`}
              </Anchor>
              {/* Wraps rather than clamps: clamped behind a long address, the date was cut off on phones. */}
              <Text size="xs" c="dimmed">
                {bid.property?.street_address ? `${bid.property.street_address} · ` : ''}
                {formatNotificationTime(bid.date, user?.timezone)}
              </Text>
            </Stack>
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {formatPrice(bid.bid_amount)}
            </Text>
          </Group>
        ))}
      </Stack>
    );
  }

  return <DashboardWidget title="Bidding History">{body}</DashboardWidget>;
}
