import { Alert, Button, Code, Group, Image, PasswordInput, PinInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { accountMessages as m } from '@openhouse/shared/accounts/messages';
import { IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/notify';
import type { SessionUser } from '../../../lib/session';
import { useSession } from '../../../lib/session-context';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { isEnrolment, useEnableTwoFactor, type TotpEnrolment } from '../api/enable-two-factor';
import { SettingsSection } from './settings-section';

type Choice = 'off' | 'sms' | 'google2fa';

const LABELS: Record<Choice, string> = { off: 'Off', sms: 'SMS code', google2fa: 'Authenticator app' };

export function TwoFactorSection({ user }: { user: SessionUser }) {
  const { refreshUser } = useSession();
  const current: Choice = user.two_factor_type ?? 'off';
  const [choice, setChoice] = useState<Choice>(current);
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const enable = useEnableTwoFactor();
  // Three labels side by side do not fit a 320 px phone; below the xs breakpoint they stack.
  const roomy = useMediaQuery('(min-width: 23.75em)', true);
  const disable = useDisableTwoFactor();

  const done = async (message: string) => {
    toastSuccess(message);
    setEnrolment(null);
    setCode('');
    setPassword('');
    setError(null);
    await refreshUser().catch(() => undefined);
  };

  const fail = (failure: unknown) => {
    const message = messageOf(failure, m.registrationFailed);
    setError(message);
    toastError(message);
  };

  const turnOnSms = async () => {
    try {
      const answer = await enable.mutateAsync({ type: 'sms' });
      await done(answer.message || m.twoFactorEnabled);
    } catch (failure) {
      fail(failure);
    }
  };

  const startTotp = async () => {
    setError(null);
    try {
      const answer = await enable.mutateAsync({ type: 'google2fa' });
      if (isEnrolment(answer.data)) setEnrolment(answer.data);
      else await done(answer.message || m.twoFactorEnabled);
    } catch (failure) {
      fail(failure);
    }
  };

  const finishTotp = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      const answer = await enable.mutateAsync({ type: 'google2fa', code });
      await done(answer.message || m.twoFactorEnabled);
    } catch (failure) {
      fail(failure);
    }
  };

  const turnOff = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      const answer = await disable.mutateAsync({ password });
      await done(answer.message || m.twoFactorDisabled);
    } catch (failure) {
      fail(failure);
    }
  };

  return (
    <SettingsSection title="Two-factor login" description="Ask for a second code after your password: by text message, or from an authenticator app.">
      <Stack gap="md">
        <Group gap="xs">
          <IconShieldCheck size={18} color={current === 'off' ? 'var(--mantine-color-gray-6)' : 'var(--mantine-color-teal-7)'} aria-hidden />
          <Text size="sm">
            Currently: <strong>{LABELS[current]}</strong>
          </Text>
        </Group>
        <SegmentedControl
          fullWidth
          orientation={roomy ? 'horizontal' : 'vertical'}
          value={choice}
          onChange={(value) => {
            setChoice(value as Choice);
            setEnrolment(null);
            setError(null);
          }}
          data={(Object.keys(LABELS) as Choice[]).map((value) => ({ value, label: LABELS[value] }))}
          aria-label="Two-factor method"
        />

        {choice === 'sms' && current !== 'sms' ? (
          <Stack gap="sm">
            {!user.phone || !user.phone_verified ? (
              <Alert color="yellow" variant="light">
                {m.twoFactorNeedsPhone}
              </Alert>
            ) : (
              <Text size="sm">Each sign-in will text a six-digit code to your phone.</Text>
            )}
            <Group>
              <Button onClick={() => void turnOnSms()} loading={enable.isPending}>
                Turn on SMS codes
              </Button>
            </Group>
          </Stack>
        ) : null}

        {choice === 'google2fa' && current !== 'google2fa' ? (
          enrolment ? (
            <form onSubmit={finishTotp} noValidate aria-label="Authenticator app setup">
              <Stack gap="sm">
                <Text size="sm">{m.totpEnrolmentStarted}</Text>
                <Image src={enrolment.qr_code} alt="QR code for your authenticator app" w={200} h={200} fit="contain" />
                <Text size="xs" c="dimmed">
                  Cannot scan? Enter this key in the app: <Code>{enrolment.secret}</Code>
                </Text>
                <PinInput length={6} type="number" inputMode="numeric" oneTimeCode value={code} onChange={setCode} ariaLabel="Authenticator code digit" size="sm" gap={6} />
                <Group>
                  <Button type="submit" disabled={code.length !== 6} loading={enable.isPending}>
                    Verify and turn on
                  </Button>
                </Group>
              </Stack>
            </form>
          ) : (
            <Group>
              <Button onClick={() => void startTotp()} loading={enable.isPending}>
                Set up authenticator app
              </Button>
            </Group>
          )
        ) : null}

        {choice === 'off' && current !== 'off' ? (
          <form onSubmit={turnOff} noValidate aria-label="Turn off two-factor login">
            <Group align="flex-end" gap="sm">
              <PasswordInput
                label="Your password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.currentTarget.value)}
                style={{ flex: '1 1 200px' }}
              />
              <Button type="submit" color="red" disabled={!password} loading={disable.isPending}>
                Turn off
              </Button>
            </Group>
          </form>
        ) : null}

        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
      </Stack>
    </SettingsSection>
  );
}
