import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { accountMessages as m } from '@openhouse/shared/accounts/messages';
import { FormError } from '../../../components/form-error';
import type { SessionUser } from '../../../lib/session';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import { useTwoFactorOutcome } from './two-factor-outcome';

/** Turning on SMS codes, sent to the verified phone on file. */
export function SmsSetup({ user }: { user: SessionUser }) {
  const enable = useEnableTwoFactor();
  const { error, done, fail } = useTwoFactorOutcome();

  const turnOn = async () => {
    try {
      const answer = await enable.mutateAsync({ type: 'sms' });
      await done(answer.message || m.twoFactorEnabled);
    } catch (failure) {
      fail(failure);
    }
  };

  return (
    <Stack gap="sm">
      {!user.phone || !user.phone_verified ? (
        <Alert color="yellow" variant="light">
          {m.twoFactorNeedsPhone}
        </Alert>
      ) : (
        <Text size="sm">Each sign-in will text a six-digit code to your phone.</Text>
      )}
      <Group>
        <Button onClick={() => void turnOn()} loading={enable.isPending}>
          Turn on SMS codes
        </Button>
      </Group>
      <FormError message={error} />
    </Stack>
  );
}
