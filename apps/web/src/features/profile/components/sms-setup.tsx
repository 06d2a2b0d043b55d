import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { accountMessages as m } from '@openhouse/shared/accounts/messages';
import { FormError } from '../../../components/form-error';
import type { SessionUser } from '../../../lib/session';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import { useTwoFactorOutcome } from './two-factor-outcome';

/** Turning on SMS codes, sent to the verified phone on file; until it is verified the button says why it is off. */
export function SmsSetup({ user }: { user: SessionUser }) {
  const phoneReady = Boolean(user.phone && user.phone_verified);
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
      {!phoneReady ? (
        <Alert color="yellow" variant="light" id="sms-needs-phone">
          {m.twoFactorNeedsPhone} {user.phone ? 'Use "Verify" in the Phone section above.' : 'Add your number in the Phone section above.'}
        </Alert>
      ) : (
        <Text size="sm">Each sign-in will text a six-digit code to your phone.</Text>
      )}
      <Group>
        <Button
          onClick={() => void turnOn()}
          loading={enable.isPending}
          disabled={!phoneReady}
          aria-describedby={phoneReady ? undefined : 'sms-needs-phone'}
        >
          Turn on SMS codes
        </Button>
      </Group>
      <FormError message={error} />
    </Stack>
  );
}
