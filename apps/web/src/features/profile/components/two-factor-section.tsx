import { Alert, Anchor, Button, Code, Group, Image, PasswordInput, PinInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { accountMessages as m } from '@openhouse/shared/accounts/messages';
import { maskPhone } from '@openhouse/shared/accounts/phone';
import { disableTwoFactorSchema, sixDigitCodeSchema } from '@openhouse/shared/accounts/schemas';
import { IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { ResendCodeButton } from '../../../components/resend-code-button';
import { hasErrorCode, isNetworkError, messageOf } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/notify';
import type { SessionUser } from '../../../lib/session';
import { useSession } from '../../../lib/session-context';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { isEnrolment, useEnableTwoFactor, type TotpEnrolment } from '../api/enable-two-factor';
import { useSendPhoneCode } from '../api/send-phone-code';
import { SettingsSection } from './settings-section';
import { FormError } from '../../../components/form-error';

type Choice = 'off' | 'sms' | 'google2fa';
/** What proves it is the owner turning two-factor off: the password, or a current two-factor code. */
type Proof = 'password' | 'code';

/** Seconds between texted codes: the server allows a few a minute, and a text can take a while to arrive. */
const TEXT_AGAIN_SECONDS = 60;
const UNREACHABLE = 'The server could not be reached. Please try again.';

const LABELS: Record<Choice, string> = { off: 'Off', sms: 'SMS code', google2fa: 'Authenticator app' };

export function TwoFactorSection({ user }: { user: SessionUser }) {
  const { refreshUser } = useSession();
  const current: Choice = user.two_factor_type ?? 'off';
  const [choice, setChoice] = useState<Choice>(current);
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  // The session does not say whether the account has a password, so the password comes first and a code is one click away.
  const [proof, setProof] = useState<Proof>('password');
  const [textedTo, setTextedTo] = useState<string | null>(null);
  const [codeRefused, setCodeRefused] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const enable = useEnableTwoFactor();
  // Three labels side by side do not fit a 320 px phone; below the xs breakpoint they stack.
  const roomy = useMediaQuery('(min-width: 23.75em)', true);
  const disable = useDisableTwoFactor();
  const sendCode = useSendPhoneCode();
  const codeComplete = sixDigitCodeSchema.safeParse(code).success;

  const done = async (message: string) => {
    toastSuccess(message);
    setEnrolment(null);
    setCode('');
    setPassword('');
    setTextedTo(null);
    setError(null);
    await refreshUser().catch(() => undefined);
  };

  const fail = (failure: unknown, fallback: string = m.registrationFailed) => {
    const message = isNetworkError(failure) ? UNREACHABLE : messageOf(failure, fallback);
    setError(message);
    toastError(message);
  };

  const switchProof = (next: Proof) => {
    setProof(next);
    setCode('');
    setCodeRefused(false);
    setPassword('');
    setError(null);
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

  /** For SMS users: a code to the number on file, which is the number the login codes go to. */
  const textCode = async (): Promise<boolean> => {
    setError(null);
    try {
      const answer = await sendCode.mutateAsync({});
      setTextedTo(user.phone);
      setCode('');
      setCodeRefused(false);
      toastSuccess(answer.message || m.phoneCodeSent);
      return true;
    } catch (failure) {
      fail(failure);
      return false;
    }
  };

  const turnOff = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = disableTwoFactorSchema.safeParse(proof === 'password' ? { password } : { code });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? m.twoFactorProofRequired);
      return;
    }
    setError(null);
    try {
      const answer = await disable.mutateAsync(parsed.data);
      await done(answer.message || m.twoFactorDisabled);
    } catch (failure) {
      // A Google account has no password: its message says to use a code, so the code field comes up.
      if (proof === 'password' && hasErrorCode(failure, 'password_not_set')) {
        switchProof('code');
        setError(messageOf(failure, m.twoFactorNoPassword));
        return;
      }
      if (proof === 'code') setCodeRefused(true);
      fail(failure, proof === 'code' ? m.twoFactorFailed : m.registrationFailed);
    }
  };

  const codeField = (
    <PinInput
      length={6}
      type="number"
      inputMode="numeric"
      oneTimeCode
      value={code}
      onChange={(value) => {
        setCode(value);
        setCodeRefused(false);
      }}
      error={codeRefused}
      ariaLabel="Two-factor code digit"
      size="sm"
      gap={6}
    />
  );

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
            setCode('');
            setCodeRefused(false);
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

        {choice === 'off' && current !== 'off' && proof === 'password' ? (
          <form onSubmit={turnOff} noValidate aria-label="Turn off two-factor login">
            <Stack gap="xs">
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
              <Text size="sm" c="dimmed">
                Signed up with Google?{' '}
                <Anchor component="button" type="button" size="sm" onClick={() => switchProof('code')}>
                  Use a code instead
                </Anchor>
              </Text>
            </Stack>
          </form>
        ) : null}

        {choice === 'off' && current !== 'off' && proof === 'code' ? (
          <form onSubmit={turnOff} noValidate aria-label="Turn off two-factor login">
            <Stack gap="sm">
              {current === 'google2fa' ? (
                <Text size="sm">Enter the six-digit code shown in your authenticator app.</Text>
              ) : textedTo ? (
                <Text size="sm">
                  Enter the six-digit code we texted to <strong style={{ whiteSpace: 'nowrap' }}>{maskPhone(textedTo) || 'your phone'}</strong>.
                </Text>
              ) : (
                <Text size="sm">
                  We will text a six-digit code to <strong style={{ whiteSpace: 'nowrap' }}>{maskPhone(user.phone) || 'your phone'}</strong>, the number your login codes go to.
                </Text>
              )}
              {current === 'google2fa' || textedTo ? codeField : null}
              <Group gap="sm">
                {current === 'google2fa' || textedTo ? (
                  <Button type="submit" color="red" disabled={!codeComplete} loading={disable.isPending}>
                    Turn off
                  </Button>
                ) : null}
                {current === 'sms' ? (
                  <ResendCodeButton
                    label={textedTo ? 'Text me a new code' : 'Text me a code'}
                    variant={textedTo ? 'subtle' : 'filled'}
                    onSend={textCode}
                    waitSeconds={TEXT_AGAIN_SECONDS}
                  />
                ) : null}
              </Group>
              <Text size="sm">
                <Anchor component="button" type="button" size="sm" onClick={() => switchProof('password')}>
                  Use your password instead
                </Anchor>
              </Text>
            </Stack>
          </form>
        ) : null}

        <FormError message={error} />
      </Stack>
    </SettingsSection>
  );
}
