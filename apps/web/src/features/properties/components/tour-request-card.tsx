import { Button, Paper, Text, Title } from '@mantine/core';
import { openGlobalModal } from '../../../lib/global-modals';
import { useSession } from '../../../lib/session-context';

/** The listing page's tour card: buyers book, visitors sign in first, the listing's own people are told why not. */
export function TourRequestCard({ propertyId, label, isListingSide, isDraft = false }: { propertyId: number; label: string; isListingSide: boolean; isDraft?: boolean }) {
  const { isLive, roles } = useSession();
  const isBuyer = roles?.includes('Buyer') ?? false;
  let hint = 'Book an in-person visit or a video tour with the realtor.';
  if (!isLive) hint = 'Sign in as a buyer to book an in-person visit or a video tour.';
  else if (isDraft) hint = 'Buyers book tours of this home here once it is published; you will see them as meeting invites.';
  else if (isListingSide) hint = 'Buyers book tours of this home here; you will see them as meeting invites.';
  else if (!isBuyer) hint = 'Tours are booked by buyers.';
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="tour-heading">
      <Title order={2} size="h5" id="tour-heading" mb="xs">
        Request a tour
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {hint}
      </Text>
      <Button
        fullWidth
        disabled={isDraft || (isLive && (!isBuyer || isListingSide))}
        onClick={() =>
          isLive
            ? openGlobalModal('tourRequest', { propertyId, label })
            : openGlobalModal('login', {
                referrer: `/properties/${propertyId}`,
              })
        }
      >
        Request a tour
      </Button>
    </Paper>
  );
}
