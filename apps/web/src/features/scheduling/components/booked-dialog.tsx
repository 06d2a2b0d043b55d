import { Button, Modal, Stack, Text } from '@mantine/core';
import { meetingMessages as m } from '@openhouse/shared/meetings/messages';

/** The spec's success dialog; loaded with the form, as only a booking opens it. */
export function BookedDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={m.appointmentDialogTitle} centered>
      <Stack>
        <Text>{m.appointmentDialogText}</Text>
        <Text size="sm" c="dimmed">
          An invitation with a calendar file is on its way to your e-mail.
        </Text>
        <Button onClick={onClose}>Done</Button>
      </Stack>
    </Modal>
  );
}
