import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { transactionMessages } from '@openhouse/shared/transactions/messages';
import type { PropertyTransaction } from '@openhouse/shared/transactions/schemas';
import { voidTransactionSchema } from '@openhouse/shared/transactions/schemas';
import { IconBan, IconProgressCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/notify';
import { useUpdateTransactionStatus } from '../api/update-transaction-status';
import { useVoidTransaction } from '../api/void-transaction';
import { ReasonDialog } from './reason-dialog';
import { canVoid, nextStatusAction, type StatusAction } from './transaction-rules';

function validateVoidReason(reason: string): string | null {
  const parsed = voidTransactionSchema.safeParse({ reason });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? transactionMessages.reasonRequired);
}

/**
 * The listing side's part: void the contract before both have signed, and, for the realtor, move a
 * signed contract on to In Escrow and then Closed. Nothing shows when there is nothing to do.
 */
export function ListingSideActions({ transaction }: { transaction: PropertyTransaction }) {
  const [voiding, setVoiding] = useState(false);
  const [moving, setMoving] = useState<StatusAction | null>(null);
  const voidMutation = useVoidTransaction();
  const statusMutation = useUpdateTransactionStatus();
  const action = nextStatusAction(transaction);
  const voidable = canVoid(transaction);
  if (!action && !voidable) return null;

  const confirmVoid = (reason: string) =>
    voidMutation.mutate(
      { transactionId: transaction.id, reason },
      {
        onSuccess: (body) => {
          toastSuccess(body?.message || transactionMessages.voided);
          setVoiding(false);
        },
        onError: (error) => toastError(messageOf(error, 'The contract could not be voided. Please try again.')),
      },
    );

  const confirmMove = () => {
    if (!moving) return;
    statusMutation.mutate(
      { transactionId: transaction.id, statusId: moving.statusId },
      {
        onSuccess: (body) => {
          toastSuccess(body?.message || `The transaction is now ${body?.data?.status?.name ?? (moving.statusId === 4 ? 'In Escrow' : 'Closed')}.`);
          setMoving(null);
        },
        onError: (error) => {
          toastError(messageOf(error, 'The status could not be changed. Please try again.'));
          setMoving(null);
        },
      },
    );
  };

  return (
    <Stack gap="xs">
      {action ? (
        <Button leftSection={<IconProgressCheck size={16} aria-hidden />} onClick={() => setMoving(action)}>
          {action.label}
        </Button>
      ) : null}
      {voidable ? (
        <Button variant="light" color="red" leftSection={<IconBan size={16} aria-hidden />} onClick={() => setVoiding(true)}>
          Void contract
        </Button>
      ) : null}

      <ReasonDialog
        opened={voiding}
        title="Void the contract"
        confirmLabel="Void contract"
        busy={voidMutation.isPending}
        validate={validateVoidReason}
        onConfirm={confirmVoid}
        onCancel={() => setVoiding(false)}
      >
        The transaction will be cancelled and the signing links stop working; the listing may then accept another bid. This cannot be undone.
      </ReasonDialog>

      <Modal opened={moving !== null} onClose={() => (statusMutation.isPending ? undefined : setMoving(null))} title={moving?.label ?? ''} centered size="sm">
        <Text size="sm">{moving?.statusId === 4 ? 'Mark this transaction In Escrow?' : 'Mark this transaction Closed? This is its last step.'}</Text>
        <Group justify="flex-end" mt="lg" gap="xs">
          <Button variant="default" onClick={() => setMoving(null)} disabled={statusMutation.isPending}>
            Cancel
          </Button>
          <Button onClick={confirmMove} loading={statusMutation.isPending}>
            {moving?.label}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
