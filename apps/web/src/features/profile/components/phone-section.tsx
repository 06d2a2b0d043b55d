import { Anchor, Badge, Button, Group, PinInput, Stack, Text, TextInput } from '@mantine/core';
import { accountMessages as m } from '@openhouse/shared/accounts/messages';
import { formatUsPhone } from '@openhouse/shared/accounts/phone-format';
import { isSixDigitCode } from '@openhouse/shared/accounts/rules';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-client';
import { toastSuccess } from '../../../lib/notify';
import type { SessionUser } from '../../../lib/session';
import { useSession } from '../../../lib/session-context';
import { useSendPhoneCode } from '../api/send-phone-code';
import { useUpdatePhoneNumber } from '../api/update-phone-number';
import { useVerifyPhoneNumber } from '../api/verify-phone-number';
import { SettingsSection } from './settings-section';
import { FormError } from '../../../components/form-error';

// The phone rule brings libphonenumber's metadata, so it loads when a number is first sent (docs/ARCHITECTURE.md, Web).
const loadPhoneRule = () => import('@openhouse/shared/accounts/profile-schemas').then((schemas) => schemas.updatePhoneSchema.shape.phone);

/**
 * Changing the phone takes two steps: a code is texted to the new number, then typed back here. The number
 * given at sign-up is verified the same way with one "Verify" button, without typing it again.
 */
export function PhoneSection({ user }: { user: SessionUser }) {
  const { updateUser } = useSession();
  const sendCode = useSendPhoneCode();
  const update = useUpdatePhoneNumber();
  const verify = useVerifyPhoneNumber();
  // True while the code on its way is for the number on file (verifying it), not a new one.
  const [verifyingOnFile, setVerifyingOnFile] = useState(false);
  const [input, setInput] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const [pendingPhone, setPendingPhone] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = (await loadPhoneRule()).safeParse(input);
    if (!parsed.success) {
      setInputError(parsed.error.issues[0]?.message ?? m.phoneInvalid);
      return;
    }
    setInputError(null);
    try {
      const answer = await sendCode.mutateAsync({ phone: parsed.data });
      setPendingPhone(parsed.data);
      setCode('');
      toastSuccess(answer.message || m.phoneCodeSent);
    } catch (error) {
      setInputError(messageOf(error, m.registrationFailed));
    }
  };

  const sendToNumberOnFile = async () => {
    if (!user.phone) return;
    setInputError(null);
    try {
      const answer = await sendCode.mutateAsync({});
      setPendingPhone(user.phone);
      setVerifyingOnFile(true);
      setCode('');
      toastSuccess(answer.message || m.phoneCodeSent);
    } catch (error) {
      setInputError(messageOf(error, m.registrationFailed));
    }
  };

  const confirm = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!pendingPhone || !isSixDigitCode(code)) return;
    setCodeError(null);
    try {
      const answer = verifyingOnFile ? await verify.mutateAsync({ code }) : await update.mutateAsync({ phone: pendingPhone, code });
      updateUser(answer.data);
      setPendingPhone(null);
      setVerifyingOnFile(false);
      setInput('');
      toastSuccess(answer.message ?? m.phoneUpdated);
    } catch (error) {
      setCodeError(messageOf(error, m.registrationFailed));
    }
  };

  return (
    <SettingsSection title="Phone" description="Used for SMS login codes and, if you choose, text notifications. US numbers only.">
      <Stack gap="sm">
        <Group gap="xs">
          <Text size="sm">Current number:</Text>
          <Text size="sm" fw={600}>
            {formatUsPhone(user.phone) || 'none'}
          </Text>
          {user.phone ? (
            <Badge size="sm" variant="light" color={user.phone_verified ? 'teal' : 'yellow'}>
              {user.phone_verified ? 'Verified' : 'Not verified'}
            </Badge>
          ) : null}
          {user.phone && !user.phone_verified && !pendingPhone ? (
            <Button size="xs" variant="light" onClick={() => void sendToNumberOnFile()} loading={sendCode.isPending && !input}>
              Verify
            </Button>
          ) : null}
        </Group>
        {pendingPhone ? (
          <form onSubmit={confirm} noValidate aria-label="Confirm phone number">
            <Stack gap="sm">
              <Text size="sm">
                Enter the six-digit code we texted to <strong>{formatUsPhone(pendingPhone)}</strong>.
              </Text>
              <PinInput
                length={6}
                type="number"
                inputMode="numeric"
                oneTimeCode
                value={code}
                onChange={setCode}
                error={Boolean(codeError)}
                ariaLabel="Phone code digit"
                size="sm"
                gap={6}
              />
              <FormError message={codeError} />
              <Group gap="sm">
                <Button type="submit" disabled={code.length !== 6} loading={update.isPending || verify.isPending}>
                  {verifyingOnFile ? 'Verify phone number' : 'Update phone number'}
                </Button>
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => {
                    setPendingPhone(null);
                    setVerifyingOnFile(false);
                  }}
                >
                  Use another number
                </Anchor>
              </Group>
            </Stack>
          </form>
        ) : (
          <form onSubmit={send} noValidate aria-label="New phone number">
            <Group align="flex-end" gap="sm">
              <TextInput
                label="New phone number"
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                placeholder="555-555-5555"
                value={input}
                onChange={(event) => setInput(event.currentTarget.value)}
                error={inputError}
                style={{ flex: '1 1 200px' }}
              />
              <Button type="submit" loading={sendCode.isPending}>
                Send code
              </Button>
            </Group>
          </form>
        )}
      </Stack>
    </SettingsSection>
  );
}
