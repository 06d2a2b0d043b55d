import { ActionIcon, Badge, Button, Card, Group, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/notify';
import { useSenderActions, useSenders } from '../api/campaigns-api';

/** Sender addresses: the account's own is verified; another works once the link mailed to it is opened. */
export function SendersPanel() {
  const senders = useSenders();
  const { add, resend, remove } = useSenderActions();
  const [email, setEmail] = useState('');
  const act = async (work: () => Promise<{ message?: string }>, fallback: string) => {
    try {
      const answer = await work();
      if (answer.message) toastSuccess(answer.message);
      return true;
    } catch (error) {
      toastError(messageOf(error, fallback));
      return false;
    }
  };

  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4" mb={4}>
        Sender addresses
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Campaigns go out from a verified address. We mail a link to each new one; it works once that link is opened.
      </Text>
      <Stack gap="sm" mb="sm">
        {senders.isPending && <Text size="sm">Loading addresses…</Text>}
        {senders.isError && <Text c="red" size="sm">{messageOf(senders.error, 'The addresses could not be loaded.')}</Text>}
        {senders.data?.map((sender) => (
          <Group key={sender.id} justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text size="sm" style={{ wordBreak: 'break-all' }}>
                {sender.email}
              </Text>
              <Badge color={sender.verified ? 'green' : 'yellow'} variant="light" style={{ alignSelf: 'flex-start' }}>
                {sender.verified ? (sender.is_account ? 'Your account' : 'Verified') : 'Waiting for the link'}
              </Badge>
            </Stack>
            <Group gap={4} wrap="nowrap">
              {!sender.verified && (
                <Button size="compact-xs" variant="subtle" onClick={() => void act(() => resend.mutateAsync(sender.id), 'The link could not be sent.')}>
                  Resend link
                </Button>
              )}
              {!sender.is_account && (
                <Tooltip label="Remove">
                  <ActionIcon variant="subtle" color="red" aria-label={`Remove ${sender.email}`} onClick={() => void act(() => remove.mutateAsync(sender.id), 'The address could not be removed.')}>
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
          </Group>
        ))}
      </Stack>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void act(() => add.mutateAsync(email.trim()), 'The address could not be added.').then((done) => done && setEmail(''));
        }}
      >
        <Group align="flex-end" gap="xs">
          <TextInput label="Add a sender address" type="email" required value={email} onChange={(event) => setEmail(event.currentTarget.value)} style={{ flex: 1, minWidth: 200 }} />
          <Button type="submit" loading={add.isPending}>
            Send link
          </Button>
        </Group>
      </form>
    </Card>
  );
}
