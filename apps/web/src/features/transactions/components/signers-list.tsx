import { Badge, Group, Stack, Text } from '@mantine/core';
import { formatNotificationTime } from '@openhouse/shared/format/datetime';
import type { PropertyTransaction } from '@openhouse/shared/transactions/schemas';
import { useSession } from '../../../lib/session-context';

type Signer = PropertyTransaction['signers'][number];

const roleLabels = { buyer: 'Buyer', seller: 'Seller' } as const;

/** Who signs (the buyer first, then the seller) and when they signed or declined. */
export function SignersList({ signers }: { signers: Signer[] }) {
  const { user } = useSession();
  if (signers.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No signers yet.
      </Text>
    );
  }
  const ordered = [...signers].sort((a, b) => (a.role === b.role ? 0 : a.role === 'buyer' ? -1 : 1));
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Signers">
      {ordered.map((signer) => {
        const when = signer.signed_at ?? signer.declined_at;
        return (
          <Group component="li" key={signer.role} justify="space-between" gap="xs" wrap="wrap">
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={600}>
                {roleLabels[signer.role]}: {signer.user.name}
              </Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {signer.user.email}
              </Text>
            </div>
            <Group gap={6}>
              <Badge variant="light" color={signer.signed_at ? 'teal' : signer.declined_at ? 'red' : 'gray'}>
                {signer.signed_at ? 'Signed' : signer.declined_at ? 'Declined' : 'Waiting'}
              </Badge>
              {when ? (
                <Text size="xs" c="dimmed">
                  {formatNotificationTime(when, user?.timezone)}
                </Text>
              ) : null}
            </Group>
          </Group>
        );
      })}
    </Stack>
  );
}
