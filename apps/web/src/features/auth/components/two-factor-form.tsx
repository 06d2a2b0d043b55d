import { Anchor, Button, Center, PinInput, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { accountMessages as m } from '@openhouse/shared/accounts/messages';
import { maskPhone } from '@openhouse/shared/accounts/phone-format';
import { isSixDigitCode } from '@openhouse/shared/accounts/rules';
import type { TwoFactorType } from '@openhouse/shared/accounts/two-factor-schemas';
import { resendLabel } from '@openhouse/shared/format/datetime';
import { useEffect, useState } from 'react';
import { isNetworkError, messageOf } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/notify';
import { saveSmsCodeExpiry, type Session } from '../../../lib/session';
import { resendVerificationCode } from '../api/resend-verification-code';
import { verifyTwoFactor } from '../api/verify-two-factor';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { FormError } from '../../../components/form-error';

/** The spec's initial countdown when the login answer carries no expiry. */
const DEFAULT_CODE_SECONDS = 600;

function expiryOf(session: Session): number {
  const parsed = session.smsCodeExpiresAt ? Date.parse(session.smsCodeExpiresAt) : Number.NaN;
  return Number.isFinite(parsed) ? parsed : session.timestamp + DEFAULT_CODE_SECONDS * 1000;
}

/** Seconds until the code expires, ticking once a second for the resend countdown. */
function useSecondsLeft(expiry: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return Math.max(0, Math.ceil((expiry - now) / 1000));
}

export function TwoFactorForm({ session }: { session: Session }) {
  const type: TwoFactorType = session.user.two_factor_type === 'google2fa' ? 'google2fa' : 'sms';
  const completeLogin = useCompleteLogin();
  const [code, setCode] = useState('');
  // Authenticator users who lost the app type one of their recovery codes instead.
  const [recovery, setRecovery] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const secondsLeft = useSecondsLeft(expiryOf(session));
  // Six boxes must fit a 320 px phone: smaller boxes below the xs breakpoint (380 px).
  const roomy = useMediaQuery('(min-width: 23.75em)', true);
  const complete = recovery === null ? isSixDigitCode(code) : recovery.replace(/[\s-]/g, '').length === 10;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!complete) return;
    setBusy(true);
    setError(null);
    try {
      const proof = recovery === null ? { code } : { recovery_code: recovery };
      const answer = await verifyTwoFactor({
        ...proof,
        email: session.email,
        type,
      });
      completeLogin(answer.data, {
        remember: session.remember,
        successMessage: m.otpVerified,
        secondStepDone: true,
      });
    } catch (failure) {
      const message = isNetworkError(failure) ? m.otpUnexpectedVerify : messageOf(failure, m.twoFactorFailed);
      // Said once, beside the code (docs/DECISIONS.md, Accounts: two-factor).
      setError(message);
      setBusy(false);
    }
  };

  const resend = async () => {
    setResending(true);
    try {
      const answer = await resendVerificationCode({ email: session.email });
      saveSmsCodeExpiry(answer.sms_verification_code_expires_at);
      toastSuccess(m.otpResent);
      setCode('');
    } catch (failure) {
      toastError(isNetworkError(failure) ? m.otpUnexpectedResend : messageOf(failure, m.otpResendFailed));
    } finally {
      setResending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Verify your code">
      <Stack gap="md">
        {type === 'sms' ? (
          <Text>
            We sent a six-digit code by text message to <strong>{maskPhone(session.user.phone) || 'your phone'}</strong>.
          </Text>
        ) : recovery === null ? (
          <Text>Enter the six-digit code shown in your authenticator app.</Text>
        ) : (
          <Text>Enter one of the recovery codes you saved when you set up the app. Each works once.</Text>
        )}
        {recovery !== null ? (
          <TextInput
            label="Recovery code"
            autoComplete="one-time-code"
            autoFocus
            placeholder="xxxxx-xxxxx"
            value={recovery}
            onChange={(event) => setRecovery(event.currentTarget.value)}
            error={Boolean(error)}
          />
        ) : (
          <Center>
            <PinInput
              length={6}
              type="number"
              inputMode="numeric"
              oneTimeCode
              autoFocus
              value={code}
              onChange={setCode}
              error={Boolean(error)}
              ariaLabel="Verification code digit"
              size={roomy ? 'md' : 'sm'}
              gap={roomy ? 'sm' : 6}
            />
          </Center>
        )}
        <FormError message={error} />
        <Button type="submit" fullWidth disabled={!complete || busy} loading={busy}>
          Submit
        </Button>
        {type === 'google2fa' ? (
          <Text size="sm" ta="center">
            <Anchor
              component="button"
              type="button"
              onClick={() => {
                setRecovery(recovery === null ? '' : null);
                setError(null);
              }}
            >
              {recovery === null ? 'Use a recovery code' : 'Use the authenticator code'}
            </Anchor>
          </Text>
        ) : null}
        {type === 'sms' ? (
          <Text size="sm" ta="center">
            <Anchor
              component="button"
              type="button"
              disabled={secondsLeft > 0 || resending}
              onClick={() => void resend()}
              c={secondsLeft > 0 ? 'dimmed' : undefined}
            >
              {resendLabel(secondsLeft)}
            </Anchor>
          </Text>
        ) : null}
      </Stack>
    </form>
  );
}
