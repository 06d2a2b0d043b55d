import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatLongDate } from '@openhouse/shared/format/datetime';
import { formatPrice } from '@openhouse/shared/format/money';
import { formatAddress } from '@openhouse/shared/properties/listing-labels';
import { sellerInvitationMessages, type SellerInvitation } from '@openhouse/shared/properties/seller-invitations';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { hasErrorCode, messageOf } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session-context';
import { useTimeZone } from '../../../lib/use-time-zone';
import { useAnswerSellerInvitation, useSellerInvitation } from '../api/seller-invitation';

/** /seller-invitations/{id}, opened from the invitation's e-mail or notification (signed in). */
export function SellerInvitationPage() {
  const id = Number(useParams().invitationId);
  const valid = Number.isSafeInteger(id) && id > 0;
  const invitation = useSellerInvitation(valid ? id : 0);
  if (!valid || hasErrorCode(invitation.error, 'not_found')) {
    return (
      <>
        <PageHeader title="Invitation to sell" />
        <Alert color="gray">{sellerInvitationMessages.notFound} It may have been sent to another account: sign in with the address the e-mail came to.</Alert>
      </>
    );
  }
  if (invitation.isError) return <Alert color="red">{messageOf(invitation.error, 'The invitation could not be loaded.')}</Alert>;
  if (!invitation.data) return <Skeleton height={220} radius="md" />;
  return <InvitationView invitation={invitation.data.data} />;
}

function InvitationView({ invitation }: { invitation: SellerInvitation }) {
  const answer = useAnswerSellerInvitation(invitation.id);
  const { property, realtor, invitee } = invitation;
  const isInvitee = useSession().user?.id === invitee.id;
  const zone = useTimeZone();
  const send = (choice: 'accept' | 'decline') =>
    answer.mutate(choice, {
      onSuccess: (answered) => toastSuccess(answered.message ?? ''),
      onError: (error) => toastError(messageOf(error, 'The invitation could not be answered.')),
    });

  return (
    <Stack gap="lg" maw={640}>
      <PageHeader title="Invitation to sell" description={`${realtor.name} invited ${isInvitee ? 'you' : invitee.name} to be the seller of this listing.`} />
      <Paper withBorder p="md" component="section" aria-labelledby="invited-listing">
        <Stack gap={4}>
          <Title order={2} size="h4" id="invited-listing">
            {property.label}
          </Title>
          <Text c="dimmed">{formatAddress(property)}</Text>
          <Text fw={700} fz="xl">
            {formatPrice(property.value)}
          </Text>
          <Anchor component={Link} to={`/properties/${property.id}`} size="sm">
            View the listing
          </Anchor>
        </Stack>
      </Paper>
      <InvitationState invitation={invitation} />
      {invitation.can_respond ? (
        <Stack gap="sm">
          <Text size="sm">
            As its seller you get the Seller role and see this listing&apos;s bids, insights, documents and transactions. The invitation can be answered until{' '}
            {formatLongDate(invitation.expires_at, zone)}.
          </Text>
          <Group gap="sm">
            <Button onClick={() => send('accept')} loading={answer.isPending && answer.variables === 'accept'} disabled={answer.isPending}>
              Accept
            </Button>
            <Button variant="default" onClick={() => send('decline')} loading={answer.isPending && answer.variables === 'decline'} disabled={answer.isPending}>
              Decline
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** Where the invitation stands, for whoever opens it (the invitee, or the realtor who sent it). */
function InvitationState({ invitation }: { invitation: SellerInvitation }) {
  const zone = useTimeZone();
  if (invitation.status === 'accepted')
    return <Alert color="teal">{invitation.can_cancel ? `${invitation.invitee.name} accepted: they are the seller now.` : sellerInvitationMessages.accepted}</Alert>;
  if (invitation.status === 'declined') return <Alert color="gray">{`${invitation.invitee.name} declined this invitation.`}</Alert>;
  if (invitation.status === 'cancelled') return <Alert color="gray">{sellerInvitationMessages.answered.cancelled}</Alert>;
  if (invitation.expired) return <Alert color="yellow">{sellerInvitationMessages.expired}</Alert>;
  if (invitation.can_respond) return null;
  return <Alert color="blue">{`Invitation sent: waiting for ${invitation.invitee.name} to accept (until ${formatLongDate(invitation.expires_at, zone)}).`}</Alert>;
}
