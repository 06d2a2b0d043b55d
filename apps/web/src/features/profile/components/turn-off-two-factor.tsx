import { Anchor, Button, Group, PasswordInput, PinInput, Stack, Text } from '@mantine/core';
import { accountMessages as m } from '@openhouse/shared/accounts/messages';
import { maskPhone } from '@openhouse/shared/accounts/phone-format';
import { isSixDigitCode } from '@openhouse/shared/accounts/rules';
import { disableTwoFactorSchema } from '@openhouse/shared/accounts/two-factor-schemas';
import { useState } from 'react';
import { FormError } from '../../../components/form-error';
import { ResendCodeButton } from '../../../components/resend-code-button';
import { hasErrorCode, messageOf } from '../../../lib/api-client';
import { toastSuccess } from '../../../lib/notify';
import type { SessionUser } from '../../../lib/session';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useSendPhoneCode } from '../api/send-phone-code';
import { useTwoFactorOutcome } from './two-factor-outcome';

/** What proves it is the owner turning two-factor off: the password, or a current two-factor code. */
type Proof = 'password' | 'code';

/** Seconds between texted codes: the server allows a few a minute, and a text can take a while to arrive. */
const TEXT_AGAIN_SECONDS = 60;

/** Turning two-factor login off, proven by the password or, for an account without one, by a current code. */
export function TurnOffTwoFactor({ user }: { user: SessionUser }) {
  const current = user.two_factor_type;
  const disable = useDisableTwoFactor();
  const sendCode = useSendPhoneCode();
  const { error, setError, done, fail } = useTwoFactorOutcome();
  // The session does not say whether the account has a password, so the password comes first and a code is one click away.
  const [proof, setProof] = useState<Proof>('password');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [codeRefused, setCodeRefused] = useState(false);
  const [textedTo, setTextedTo] = useState<string | null>(null);
  const codeComplete = isSixDigitCode(code);

  const switchProof = (next: Proof) => {
    setProof(next);
    setCode('');
    setCodeRefused(false);
    setPassword('');
    setError(null);
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

  if (proof === 'password') {
    return (
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
          <FormError message={error} />
        </Stack>
      </form>
    );
  }

  const canEnterCode = current === 'google2fa' || textedTo !== null;
  return (
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
        {canEnterCode ? (
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
        ) : null}
        <Group gap="sm">
          {canEnterCode ? (
            <Button type="submit" color="red" disabled={!codeComplete} loading={disable.isPending}>
              Turn off
            </Button>
          ) : null}
          {current === 'sms' ? (
            <ResendCodeButton label={textedTo ? 'Text me a new code' : 'Text me a code'} variant={textedTo ? 'subtle' : 'filled'} onSend={textCode} waitSeconds={TEXT_AGAIN_SECONDS} />
          ) : null}
        </Group>
        <Text size="sm">
          <Anchor component="button" type="button" size="sm" onClick={() => switchProof('password')}>
            Use your password instead
          </Anchor>
        </Text>
        <FormError message={error} />
      </Stack>
    </form>
  );
}
