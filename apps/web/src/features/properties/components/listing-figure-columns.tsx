import type { ListingFigures } from '@openhouse/shared/dashboard/schemas';
import { listingStatusLabels } from '@openhouse/shared/properties/listing-labels';
import type { PropertySummary } from '@openhouse/shared/properties/listing';
import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type FiguresQuery = { data?: Map<number, ListingFigures>; isPending: boolean; isError: boolean };
type Column = { label: string; render: (property: PropertySummary) => ReactNode };

/** Counts with their noun, singular or plural ("1 bid", "1,450 views this week"). */
function count(value: number, one: string, many: string): string {
  return `${value.toLocaleString('en-US')} ${value === 1 ? one : many}`;
}

/** A listing's figures as short lines in one cell, so the row (and its actions) stays within a laptop's width. */
function activity(query: FiguresQuery, property: PropertySummary): ReactNode {
  if (query.isPending) return '…';
  const row = query.data?.get(property.id);
  if (!row) return '—';
  const lines = [
    count(row.days_on_market, 'day on market', 'days on market'),
    count(row.views_this_week, 'view this week', 'views this week'),
    `${count(row.bid_count, 'bid', 'bids')} · ${count(row.pending_approvals, 'pending approval', 'pending approvals')}`,
    count(row.document_requests, 'document request', 'document requests'),
  ];
  return (
    <Stack gap={0}>
      {lines.map((line) => (
        <Text key={line} size="xs" style={{ whiteSpace: 'nowrap' }}>
          {line}
        </Text>
      ))}
    </Stack>
  );
}

/** What a realtor manages a listing by (My Listings): its status and its figures from one batched read. */
export function listingFigureColumns(query: FiguresQuery): Column[] {
  return [
    // A draft's status is what it will show once published; until then the row says it is not out yet.
    { label: 'Status', render: (property) => (property.published_at === null ? 'Not published' : listingStatusLabels[property.status]) },
    { label: 'Activity', render: (property) => activity(query, property) },
  ];
}
