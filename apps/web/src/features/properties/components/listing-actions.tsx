import { ActionIcon, Group, Menu, Tooltip } from '@mantine/core';
import type { PropertySummary } from '@openhouse/shared/properties/listing';
import { IconChartBar, IconFileText, IconGavel, IconListDetails, IconPencil, IconSettings, IconUserCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { openGlobalModal } from '../../../lib/global-modals';

function LinkAction({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  return (
    <Tooltip label={label} withArrow openDelay={300}>
      <ActionIcon component={Link} to={to} variant="light" size="lg" aria-label={label}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * Bidding on one of my listings: enable it (or change its terms until the first bid), review who may
 * bid, and see the bids. The modals are the app's global ones.
 */
function BiddingMenu({ property }: { property: PropertySummary }) {
  const auction = property.bidding_property;
  const open = (name: 'enableBid' | 'bidApprovals' | 'allBids') => openGlobalModal(name, { propertyId: property.id });
  const locked = auction !== null && auction.bid_count > 0;
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <Tooltip label="Bidding" withArrow openDelay={300}>
          <ActionIcon variant="light" size="lg" aria-label="Bidding">
            <IconGavel size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconSettings size={16} aria-hidden />} onClick={() => open('enableBid')} disabled={locked}>
          {auction ? 'Edit bidding' : 'Enable Bid'}
        </Menu.Item>
        <Menu.Item leftSection={<IconUserCheck size={16} aria-hidden />} onClick={() => open('bidApprovals')} disabled={!auction}>
          Bid approvals
        </Menu.Item>
        <Menu.Item leftSection={<IconListDetails size={16} aria-hidden />} onClick={() => open('allBids')} disabled={!auction}>
          All bids
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** A row's actions on My Listings: edit, insights, documents and bidding. */
export function ListingActions({ property }: { property: PropertySummary }) {
  const propertyId = property.id;
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
      <BiddingMenu property={property} />
    </Group>
  );
}
