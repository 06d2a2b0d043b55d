import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import type { SessionUser } from '../../../lib/session';
import { AuthenticatorSetup } from './authenticator-setup';
import { SettingsSection } from './settings-section';
import { SmsSetup } from './sms-setup';
import { TurnOffTwoFactor } from './turn-off-two-factor';

type Choice = 'off' | 'sms' | 'google2fa';

const LABELS: Record<Choice, string> = {
  off: 'Off',
  sms: 'SMS code',
  google2fa: 'Authenticator app',
};

/**
 * The method choice. Each way from the current method to the chosen one is its own form (SMS set-up,
 * authenticator set-up, turning off), which starts afresh whenever the choice changes.
 */
export function TwoFactorSection({ user, onRecoveryCodes }: { user: SessionUser; onRecoveryCodes?: (codes: string[]) => void }) {
  const current: Choice = user.two_factor_type ?? 'off';
  const [choice, setChoice] = useState<Choice>(current);
  // Three labels side by side do not fit a 320 px phone; below the xs breakpoint they stack.
  const roomy = useMediaQuery('(min-width: 23.75em)', true);

  let step = null;
  if (choice !== current) {
    if (choice === 'sms') step = <SmsSetup user={user} />;
    else if (choice === 'google2fa') step = <AuthenticatorSetup onRecoveryCodes={onRecoveryCodes} />;
    else step = <TurnOffTwoFactor user={user} />;
  }

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
          onChange={(value) => setChoice(value as Choice)}
          data={(Object.keys(LABELS) as Choice[]).map((value) => ({
            value,
            label: LABELS[value],
          }))}
          aria-label="Two-factor method"
        />
        {step}
      </Stack>
    </SettingsSection>
  );
}
