import { Anchor, Avatar, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ListingRealtor } from '@openhouse/shared/properties/listing';
import { IconMail, IconMessageCircle, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { mediaUrl } from '../../../lib/media-url';
import { formatContactPhone } from './listing.views';

/** `canMessage`: a signed-in visitor who is not the realtor, who can open a conversation with them. */
type RealtorCardProps = { realtor: ListingRealtor; onContact: (channel: 'email' | 'phone') => void; canMessage?: boolean };

/**
 * Who lists the home and how to reach them, with the card they keep in their settings (brokerage, licence
 * number, bio; plain text, never HTML). Each contact click is counted for the listing's insights.
 */
export function RealtorCard({ realtor, onContact, canMessage = false }: RealtorCardProps) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="realtor-heading">
      <Title order={2} size="h5" id="realtor-heading" mb="sm">
        Listed by
      </Title>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar src={mediaUrl(realtor.picture)} name={realtor.name} color="initials" size={56} radius="xl" />
        <Stack gap={4} miw={0}>
          <Text fw={600}>{realtor.name}</Text>
          {realtor.brokerage ? (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {realtor.brokerage}
            </Text>
          ) : null}
          {realtor.dre_number ? (
            <Text size="sm" c="dimmed">
              Licence (DRE) #{realtor.dre_number}
            </Text>
          ) : null}
          <Anchor href={`mailto:${realtor.email}`} size="sm" onClick={() => onContact('email')} style={{ overflowWrap: 'anywhere' }}>
            <Group gap={4} wrap="nowrap" component="span">
              <IconMail size={14} aria-hidden />
              {realtor.email}
            </Group>
          </Anchor>
          {realtor.phone ? (
            <Anchor href={`tel:${realtor.phone}`} size="sm" onClick={() => onContact('phone')}>
              <Group gap={4} wrap="nowrap" component="span">
                <IconPhone size={14} aria-hidden />
                {formatContactPhone(realtor.phone)}
              </Group>
            </Anchor>
          ) : null}
        </Stack>
      </Group>
      {realtor.bio ? (
        <Text size="sm" mt="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {realtor.bio}
        </Text>
      ) : null}
      {canMessage ? (
        <Button component={Link} to={`/messages?with=${realtor.id}`} fullWidth mt="sm" variant="light" leftSection={<IconMessageCircle size={16} aria-hidden />}>
          Message {realtor.name}
        </Button>
      ) : null}
    </Paper>
  );
}
