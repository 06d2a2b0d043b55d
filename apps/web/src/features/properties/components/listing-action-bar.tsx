import { Box, Button, Group } from '@mantine/core';
import type { PropertyDetail } from '@openhouse/shared/properties/listing';
import { isOnMarket } from '@openhouse/shared/properties/listing-labels';
import { IconFileText, IconGavel, IconMail, IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAuctionState } from '../../../components/bidding-status-badge';
import { openGlobalModal } from '../../../lib/global-modals';
import { recordPropertyClick } from '../api/record-property-event';

type Auction = NonNullable<PropertyDetail['bidding_property']>;
/** Tall enough for one button row; the page keeps this much room at its end so the bar hides nothing. */
export const ACTION_BAR_HEIGHT = 68;

/** The auction's main action with its live countdown: "Bid now · ends in 2 Day 04:10:00". */
function BidNowAction({ property, auction }: { property: PropertyDetail; auction: Auction }) {
  const state = useAuctionState(auction, property.transactions[0]?.status_id ?? null);
  if (state.status === 'expired') return null;
  const openWizard = () => {
    recordPropertyClick(property.id, 'bid');
    openGlobalModal('bidWizard', { propertyId: property.id });
  };
  const label = state.countdown ? `Bid now · ${state.countdown.toLowerCase()}` : 'Bid now';
  return (
    <Button fullWidth onClick={openWizard} leftSection={<IconGavel size={16} aria-hidden />}>
      {label}
    </Button>
  );
}

/**
 * Phones only (below 768 px): the viewer's one main action pinned to the bottom of the screen, instead of
 * 1,900 px down the page. A live auction asks for a bid; otherwise a signed-in buyer requests the documents and a
 * visitor contacts the realtor or signs up. The listing side has its tools on the page and gets no bar.
 */
export function ListingActionBar({ property, signedIn }: { property: PropertyDetail; signedIn: boolean }) {
  if (property.is_listing_side || property.can_edit) return null;
  const auction = property.bidding_property;
  const biddable = auction !== null && isOnMarket(property.status);
  return (
    <>
      <Box h={ACTION_BAR_HEIGHT} hiddenFrom="sm" aria-hidden />
      <Box
        hiddenFrom="sm"
        component="aside"
        aria-label="Main action"
        pos="fixed"
        bottom={0}
        left={0}
        right={0}
        p="sm"
        bg="var(--mantine-color-body)"
        style={{ zIndex: 150, borderTop: '1px solid var(--mantine-color-default-border)', boxShadow: '0 -2px 8px rgb(0 0 0 / 8%)' }}
      >
        <Group gap="xs" wrap="nowrap">
          {biddable ? <BidNowAction property={property} auction={auction} /> : null}
          {!biddable && signedIn ? (
            <Button component={Link} to={`/properties/${property.id}/docs`} fullWidth leftSection={<IconFileText size={16} aria-hidden />}>
              Request documents
            </Button>
          ) : null}
          {!biddable && !signedIn ? (
            <>
              <Button component="a" href={`mailto:${property.realtor.email}`} fullWidth leftSection={<IconMail size={16} aria-hidden />} onClick={() => recordPropertyClick(property.id, 'email')}>
                Contact
              </Button>
              <Button component={Link} to="/auth/signup" variant="default" fullWidth leftSection={<IconUserPlus size={16} aria-hidden />}>
                Sign up
              </Button>
            </>
          ) : null}
        </Group>
      </Box>
    </>
  );
}
