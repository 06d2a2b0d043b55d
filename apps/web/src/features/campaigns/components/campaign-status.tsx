import { Badge } from '@mantine/core';
import type { CampaignStatus } from '@openhouse/shared/campaigns/campaign-schemas';

const COLORS: Record<CampaignStatus, string> = { draft: 'gray', scheduled: 'blue', sending: 'orange', active: 'teal', paused: 'yellow', sent: 'green', cancelled: 'red' };

export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light">
      {status}
    </Badge>
  );
}
