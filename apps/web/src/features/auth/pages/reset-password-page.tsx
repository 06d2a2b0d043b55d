import { Alert, Anchor, PasswordInput, Stack } from '@mantine/core';
import { accountMessages as m } from '@openhouse/shared/accounts/messages';
import type { resetPasswordSchema } from '@openhouse/shared/accounts/password-change-schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { SubmitButton } from '../../../components/submit-button';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { messageOf } from '../../../lib/api-client';
import { toastSuccess } from '../../../lib/notify';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { BackToSignIn } from '../components/back-to-sign-in';
import { FormError } from '../../../components/form-error';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<z.input<typeof resetPasswordSchema>, unknown, z.output<typeof resetPasswordSchema>>({
    resolver: lazyZodResolver(() => import('@openhouse/shared/accounts/password-change-schemas').then((schemas) => schemas.resetPasswordSchema)),
    defaultValues: { token, password: '', password_confirmation: '' },
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const answer = await reset.mutateAsync(values);
      toastSuccess(answer.message || m.resetDone);
      navigate('/auth/login', { replace: true });
    } catch (failure) {
      setError(messageOf(failure, m.registrationFailed));
    }
  });

  if (token.length < 20) {
    return (
      <AuthCard title="Reset password">
        <Stack>
          <Alert color="red" variant="light">
            {m.resetInvalid}
          </Alert>
          <Anchor component={Link} to="/auth/forgetpassword">
            Request a new link
          </Anchor>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Reset password" subtitle="Choose a new password of 6 to 12 characters.">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <PasswordInput label="New password" autoComplete="new-password" {...form.register('password')} error={errors.password?.message} />
          <PasswordInput label="Confirm password" autoComplete="new-password" {...form.register('password_confirmation')} error={errors.password_confirmation?.message} />
          <FormError message={error} />
          <SubmitButton fullWidth busy={form.formState.isSubmitting} label="Reset password" busyLabel="Resetting password" />
          <BackToSignIn />
        </Stack>
      </form>
    </AuthCard>
  );
}
