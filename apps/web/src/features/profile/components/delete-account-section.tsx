import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { accountMessages as m } from '@openhouse/shared/accounts/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { messageOf } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session-context';
import { useDeleteProfile } from '../api/delete-profile';
import { SettingsSection } from './settings-section';

const CONFIRM_WORD = 'DELETE';

/** Deleting is final, so the user types a word first; then the session ends here as well. */
export function DeleteAccountSection() {
  const [opened, { open, close }] = useDisclosure(false);
  const [typed, setTyped] = useState('');
  const remove = useDeleteProfile();
  const { signOut } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const confirm = async () => {
    try {
      const answer = await remove.mutateAsync();
      close();
      // The server ended every token of the account; forget ours without a /logout round trip.
      signOut();
      queryClient.clear();
      toastSuccess(answer.message || m.profileDeleted);
      navigate('/auth/login', { replace: true });
    } catch (error) {
      toastError(messageOf(error, m.registrationFailed));
    }
  };

  return (
    <SettingsSection title="Delete account" description="Removes your account and signs you out everywhere. This cannot be undone." danger>
      <Group>
        <Button color="red" variant="outline" onClick={open}>
          Delete account
        </Button>
      </Group>
      <Modal
        opened={opened}
        onClose={() => {
          close();
          setTyped('');
        }}
        title="Delete your account?"
        centered
      >
        <Stack gap="sm">
          <Text size="sm">
            This deletes your account and signs you out. Type <strong>{CONFIRM_WORD}</strong> to confirm.
          </Text>
          <TextInput aria-label={`Type ${CONFIRM_WORD} to confirm`} value={typed} onChange={(event) => setTyped(event.currentTarget.value)} autoComplete="off" />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button color="red" disabled={typed.trim() !== CONFIRM_WORD} loading={remove.isPending} onClick={() => void confirm()}>
              Delete account
            </Button>
          </Group>
        </Stack>
      </Modal>
    </SettingsSection>
  );
}
