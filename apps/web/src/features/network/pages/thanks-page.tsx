import { Anchor, Button, Paper, Stack, Text } from '@mantine/core';
import { formatUsPhone } from '@openhouse/shared/accounts/phone-format';
import { Link, useLocation } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { usePublicRealtor } from '../api/public-realtor';

/** What the capture page hands over in navigation state (spec: "receives the user data in navigation state"). */
export type ThanksState = { name: string; email: string | null; phone: string | null; realtor_id: number };

function isThanksState(value: unknown): value is ThanksState {
  return typeof value === 'object' && value !== null && typeof (value as ThanksState).name === 'string';
}

/** The realtor's name, how to reach them, and their public scheduling page /{user_name} to book a time. */
function RealtorContact({ realtorId }: { realtorId: number }) {
  const realtor = usePublicRealtor(realtorId);
  if (!realtor.data) return null;
  const { name, email, phone, user_name } = realtor.data;
  return (
    <Paper withBorder p="md" radius="md">
      <Text fw={600}>{name}</Text>
      <Text size="sm" c="dimmed" mb="xs">
        Real Estate Agent
      </Text>
      <Stack gap={4}>
        <Anchor href={`mailto:${email}`} size="sm">
          {email}
        </Anchor>
        {phone ? (
          <Anchor href={`tel:${phone}`} size="sm">
            {formatUsPhone(phone)}
          </Anchor>
        ) : null}
      </Stack>
      <Button component={Link} to={`/${encodeURIComponent(user_name)}`} mt="md" fullWidth>
        Book a time with {name}
      </Button>
    </Paper>
  );
}

/** /thanks and /Thanks, after the capture form. Opened without its state (a reload, a shared link) it still thanks. */
export function ThanksPage() {
  const state: unknown = useLocation().state;
  const details = isThanksState(state) ? state : null;
  return (
    <Stack maw={480} mx="auto" gap="md">
      <PageHeader title="Thank You" description={details ? `Thank you, ${details.name}! Your details have been sent.` : 'Thank you! Your details have been sent.'} />
      {details ? (
        <Text size="sm">
          The agent will contact you{details.email ? ` at ${details.email}` : ''}
          {details.phone ? ` or ${formatUsPhone(details.phone)}` : ''}.
        </Text>
      ) : null}
      {details ? <RealtorContact realtorId={details.realtor_id} /> : null}
      <Button component={Link} to="/" variant="default">
        Back to Openhouse
      </Button>
    </Stack>
  );
}
