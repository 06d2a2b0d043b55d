import { Badge, Group, Paper, Text, Title } from '@mantine/core';
import type { PropertyDetail } from '@openhouse/shared/properties/listing';

/** The listing side's view of who sells the listing, or whom it waits on: "Invitation sent" until they accept. */
export function SellerStatus({ property }: { property: Pick<PropertyDetail, 'is_listing_side' | 'seller' | 'seller_invitation'> }) {
  if (!property.is_listing_side) return null;
  const { seller, seller_invitation: invitation } = property;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="seller-heading">
      <Title order={2} size="h5" id="seller-heading" mb="xs">
        Seller
      </Title>
      {seller ? (
        <Text size="sm">{seller.name}</Text>
      ) : invitation ? null : (
        <Text size="sm" c="dimmed">
          No seller yet.
        </Text>
      )}
      {invitation ? <InvitationLine invitation={invitation} replacing={seller !== null} /> : null}
    </Paper>
  );
}

export function InvitationLine({ invitation, replacing = false }: { invitation: NonNullable<PropertyDetail['seller_invitation']>; replacing?: boolean }) {
  const sent = invitation.status === 'sent';
  return (
    <Group gap="xs" mt={replacing ? 'xs' : 0} wrap="wrap">
      <Badge color={sent ? 'blue' : 'yellow'} variant="light">
        {sent ? 'Invitation sent' : 'Invitation expired'}
      </Badge>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {invitation.name} ({invitation.email})
      </Text>
      <Text size="xs" c="dimmed">
        {sent ? 'They become the seller when they accept.' : 'Invite them again from Edit to send a new invitation.'}
      </Text>
    </Group>
  );
}
