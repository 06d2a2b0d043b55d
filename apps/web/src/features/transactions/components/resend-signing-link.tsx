import { Button, Group, Modal, Text } from '@mantine/core';
import { transactionMessages } from '@openhouse/shared/transactions/messages';
import type { PropertyTransaction } from '@openhouse/shared/transactions/schemas';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/notify';
import { useResendSigningLink } from '../api/resend-signing-link';
import { resendableSigner } from './transaction-rules';

const roleLabels = { buyer: 'buyer', seller: 'seller' } as const;

/**
 * For a signing e-mail that never arrived or was lost: the party due to sign gets a new link, and the one
 * sent before stops working. Shown to the listing side and to that party while the contract is out for
 * signature; nothing otherwise.
 */
export function ResendSigningLink({ transaction }: { transaction: PropertyTransaction }) {
  const [confirming, setConfirming] = useState(false);
  const mutation = useResendSigningLink();
  const signer = resendableSigner(transaction);
  if (!signer) return null;

  const yours = transaction.my_role === signer.role;
  const close = () => (mutation.isPending ? undefined : setConfirming(false));
  const send = () =>
    mutation.mutate(transaction.id, {
      onSuccess: (body) => toastSuccess(body?.message || transactionMessages.linkResent),
      onError: (error) => toastError(messageOf(error, 'The signing link could not be sent. Please try again.')),
      onSettled: () => setConfirming(false),
    });

  return (
    <>
      <Button variant="default" leftSection={<IconMailForward size={16} aria-hidden />} onClick={() => setConfirming(true)}>
        Resend signing link
      </Button>
      <Modal opened={confirming} onClose={close} title="Resend signing link" centered size="sm">
        <Text size="sm">
          {yours
            ? `A new signing link will be e-mailed to you at ${signer.user.email}.`
            : `A new signing link will be e-mailed to ${signer.user.name} (${roleLabels[signer.role]}) at ${signer.user.email}.`}{' '}
          The link sent before will stop working.
        </Text>
        <Group justify="flex-end" mt="lg" gap="xs">
          <Button variant="default" onClick={close} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button onClick={send} loading={mutation.isPending} leftSection={<IconMailForward size={16} aria-hidden />}>
            Send new link
          </Button>
        </Group>
      </Modal>
    </>
  );
}
