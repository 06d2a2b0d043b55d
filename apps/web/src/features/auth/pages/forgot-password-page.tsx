import { Alert, Stack, TextInput } from '@mantine/core';
import { accountMessages as m } from '@openhouse/shared/accounts/messages';
import type { forgotPasswordSchema } from '@openhouse/shared/accounts/login-schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SubmitButton } from '../../../components/submit-button';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { messageOf } from '../../../lib/api-client';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard } from '../components/auth-card';
import { BackToSignIn } from '../components/back-to-sign-in';

type Outcome = { ok: boolean; message: string };

export function ForgotPasswordPage() {
  const form = useForm<z.input<typeof forgotPasswordSchema>, unknown, z.output<typeof forgotPasswordSchema>>({
    resolver: lazyZodResolver(() => import('@openhouse/shared/accounts/login-schemas').then((schemas) => schemas.forgotPasswordSchema)),
    defaultValues: { email: '' },
  });
  const request = useForgotPassword();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  // The server answers the same whether or not the address exists; its message is shown as given.
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await request.mutateAsync(values);
      setOutcome({ ok: true, message: answer.message || m.resetRequested });
    } catch (error) {
      setOutcome({ ok: false, message: messageOf(error, m.registrationFailed) });
    }
  });

  return (
    <AuthCard title="Forgot password?" subtitle="Enter your email and we will send you a link to set a new password.">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <TextInput label="Email" type="email" autoComplete="email" {...form.register('email')} error={form.formState.errors.email?.message} />
          {outcome ? (
            <Alert color={outcome.ok ? 'teal' : 'red'} variant="light" role="status">
              {outcome.message}
            </Alert>
          ) : null}
          <SubmitButton fullWidth busy={form.formState.isSubmitting} label="Send reset link" busyLabel="Sending" />
          <BackToSignIn />
        </Stack>
      </form>
    </AuthCard>
  );
}
