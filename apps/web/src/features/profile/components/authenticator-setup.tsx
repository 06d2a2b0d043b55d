import { Button, Code, Group, Image, PinInput, Stack, Text } from '@mantine/core';
import { accountMessages as m } from '@openhouse/shared/accounts/messages';
import { useState } from 'react';
import { FormError } from '../../../components/form-error';
import { isEnrolment, useEnableTwoFactor, type TotpEnrolment } from '../api/enable-two-factor';
import { useTwoFactorOutcome } from './two-factor-outcome';

/** Turning on the authenticator app: a QR code and key to scan, then a code from the app to prove it. */
export function AuthenticatorSetup({ onRecoveryCodes }: { onRecoveryCodes?: (codes: string[]) => void }) {
  const enable = useEnableTwoFactor();
  const { error, setError, done, fail } = useTwoFactorOutcome();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [code, setCode] = useState('');

  const start = async () => {
    setError(null);
    try {
      const answer = await enable.mutateAsync({ type: 'google2fa' });
      if (isEnrolment(answer.data)) setEnrolment(answer.data);
      else await done(answer.message || m.twoFactorEnabled);
    } catch (failure) {
      fail(failure);
    }
  };

  const finish = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      const answer = await enable.mutateAsync({ type: 'google2fa', code });
      setEnrolment(null);
      setCode('');
      if ('recovery_codes' in answer.data && answer.data.recovery_codes) onRecoveryCodes?.(answer.data.recovery_codes);
      await done(answer.message || m.twoFactorEnabled);
    } catch (failure) {
      fail(failure);
    }
  };

  return (
    <Stack gap="md">
      {enrolment ? (
        <form onSubmit={finish} noValidate aria-label="Authenticator app setup">
          <Stack gap="sm">
            <Text size="sm">{m.totpEnrolmentStarted}</Text>
            <Image src={enrolment.qr_code} alt="QR code for your authenticator app" w={200} h={200} fit="contain" />
            <Text size="xs" c="dimmed">
              Cannot scan? Enter this key in the app: <Code>{enrolment.secret}</Code>
            </Text>
            <PinInput
              length={6}
              type="number"
              inputMode="numeric"
              oneTimeCode
              value={code}
              onChange={setCode}
              ariaLabel="Authenticator code digit"
              size="sm"
              gap={6}
            />
            <Group>
              <Button type="submit" disabled={code.length !== 6} loading={enable.isPending}>
                Verify and turn on
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Group>
          <Button onClick={() => void start()} loading={enable.isPending}>
            Set up authenticator app
          </Button>
        </Group>
      )}
      <FormError message={error} />
    </Stack>
  );
}
