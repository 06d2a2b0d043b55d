import { ActionIcon, Button, Group, Menu, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { canListProperties } from '@openhouse/shared/roles/roles';
import type { PropertySummary } from '@openhouse/shared/properties/listing';
import { isDraft } from '@openhouse/shared/properties/listing-labels';
import { IconChartBar, IconEye, IconFileText, IconGavel, IconListDetails, IconPencil, IconSettings, IconUserCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { openGlobalModal } from '../../../lib/global-modals';
import { useSession } from '../../../lib/session-context';

/** Phones read the actions as words: an icon alone says too little at a glance. */
const PHONE_QUERY = '(max-width: 47.99em)';

function LinkAction({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  const words = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  if (words) {
    return (
      <Button component={Link} to={to} variant="light" size="compact-sm" leftSection={children}>
        {label}
      </Button>
    );
  }
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
function BiddingMenu({ property, canSetTerms }: { property: PropertySummary; canSetTerms: boolean }) {
  const words = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const auction = property.bidding_property;
  const open = (name: 'enableBid' | 'bidApprovals' | 'allBids') => openGlobalModal(name, { propertyId: property.id });
  const locked = auction !== null && auction.bid_count > 0;
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        {words ? (
          <Button variant="light" size="compact-sm" leftSection={<IconGavel size={16} aria-hidden />}>
            Bidding
          </Button>
        ) : (
          <Tooltip label="Bidding" withArrow openDelay={300}>
            <ActionIcon variant="light" size="lg" aria-label="Bidding">
              <IconGavel size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
      </Menu.Target>
      <Menu.Dropdown>
        {canSetTerms ? (
          <Menu.Item leftSection={<IconSettings size={16} aria-hidden />} onClick={() => open('enableBid')} disabled={locked}>
            {auction ? 'Edit bidding' : 'Enable Bid'}
          </Menu.Item>
        ) : null}
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

/**
 * A row's actions on My Listings: edit, insights, documents and bidding. Only those who list properties
 * (realtors, agents) edit a listing or set its bidding terms; a seller sees the rest.
 */
export function ListingActions({ property }: { property: PropertySummary }) {
  const propertyId = property.id;
  const lists = canListProperties(useSession().roles);
  const draft = isDraft(property);
  return (
    <Group gap={6} wrap="wrap">
      {lists && draft ? (
        // Publishing is a draft's next step, so it reads as a word at every width; it opens the preview, where it is published.
        <Button component={Link} to={`/properties/${propertyId}`} title="Preview it as buyers will see it, then publish" variant="filled" size="compact-sm" leftSection={<IconEye size={16} aria-hidden />}>
          Publish
        </Button>
      ) : null}
      {lists ? (
        <LinkAction to={`/properties/${propertyId}/edit`} label="Edit">
          <IconPencil size={18} aria-hidden />
        </LinkAction>
      ) : null}
      <LinkAction to={`/insights?property_id=${propertyId}`} label="Insights">
        <IconChartBar size={18} aria-hidden />
      </LinkAction>
      <LinkAction to={`/properties/${propertyId}/docs`} label="Documents">
        <IconFileText size={18} aria-hidden />
      </LinkAction>
      {/* Bidding starts once the listing is published (the server refuses it on a draft). */}
      {draft ? null : <BiddingMenu property={property} canSetTerms={lists} />}
    </Group>
  );
}
