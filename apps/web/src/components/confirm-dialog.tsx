import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type ConfirmDialogProps = {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  confirmColor?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks before an action that cannot be taken back (deleting a file, deciding a request, accepting a bid). Stacks over the modal that asked. */
export function ConfirmDialog({ opened, title, children, confirmLabel, confirmColor = 'blue', busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={busy ? () => undefined : onCancel} title={title} centered size="sm" zIndex={310}>
      <Text size="sm" component="div">
        {children}
      </Text>
      <Group justify="flex-end" mt="lg" gap="xs">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button color={confirmColor} onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
