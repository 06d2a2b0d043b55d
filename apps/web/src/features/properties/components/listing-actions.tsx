import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconChartBar, IconFileText, IconGavel, IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

function LinkAction({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  return (
    <Tooltip label={label} withArrow openDelay={300}>
      <ActionIcon component={Link} to={to} variant="light" size="lg" aria-label={label}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/** A row's actions on My Listings: edit, insights, documents, and bidding (filled by the bidding work). */
export function ListingActions({ propertyId }: { propertyId: number }) {
  return (
    <Group gap={6} wrap="nowrap">
      <LinkAction to={`/properties/${propertyId}/edit`} label="Edit">
        <IconPencil size={18} aria-hidden />
      </LinkAction>
      <LinkAction to={`/insights?property_id=${propertyId}`} label="Insights">
        <IconChartBar size={18} aria-hidden />
      </LinkAction>
      <LinkAction to={`/properties/${propertyId}/docs`} label="Documents">
        <IconFileText size={18} aria-hidden />
      </LinkAction>
      <Tooltip label="Bidding opens in a later release" withArrow>
        {/* A disabled button gets no pointer events; the span carries the tooltip. */}
        <span tabIndex={0} aria-label="Bidding opens in a later release">
          <ActionIcon variant="light" size="lg" disabled aria-label="Bidding" style={{ pointerEvents: 'none' }}>
            <IconGavel size={18} aria-hidden />
          </ActionIcon>
        </span>
      </Tooltip>
    </Group>
  );
}
