import { Button, Group, Modal, Stack } from '@mantine/core';
import { PersonPicker } from './person-picker';

type NewConversationModalProps = { opened: boolean; onClose: () => void; onChoose: (userId: number) => void; busy: boolean };

/** Finds someone to message and starts (or reopens) the conversation with them. */
export function NewConversationModal({ opened, onClose, onChoose, busy }: NewConversationModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="New message" size="md">
      <Stack gap="sm">
        <PersonPicker active={opened} onChoose={onChoose} busy={busy} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
