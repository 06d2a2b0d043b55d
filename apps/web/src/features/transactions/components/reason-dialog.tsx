import { Button, Group, Modal, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';

const REASON_MAX = 500;

type ReasonDialogProps = {
  opened: boolean;
  title: string;
  /** What the action does, read before the reason is asked for. */
  children: ReactNode;
  confirmLabel: string;
  busy: boolean;
  /** The shared schema's rule for the reason: a message when it is not acceptable (may wait for the schema's download). */
  validate: (reason: string) => string | null | Promise<string | null>;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
};

/** Asks why before an action that ends a contract (voiding it, declining to sign). */
export function ReasonDialog({ opened, title, children, confirmLabel, busy, validate, onConfirm, onCancel }: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    if (busy) return;
    setReason('');
    setError(null);
    onCancel();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = await validate(reason);
    setError(problem);
    if (!problem) onConfirm(reason.trim());
  };

  return (
    <Modal opened={opened} onClose={close} title={title} centered size="md">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Text size="sm" mb="sm">
          {children}
        </Text>
        <Textarea
          label="Reason"
          required
          data-autofocus
          // Not autosize: it listens to document.fonts, which older browsers lack.
          rows={3}
          maxLength={REASON_MAX}
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            if (error) setError(null);
          }}
          error={error}
          description={`${reason.length}/${REASON_MAX}`}
        />
        <Group justify="flex-end" mt="lg" gap="xs">
          <Button variant="default" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={busy}>
            {confirmLabel}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
