import { Anchor, Checkbox, Divider, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { signInMessages as m } from '@openhouse/shared/accounts/sign-in-messages';
import type { loginSchema } from '@openhouse/shared/accounts/login-schemas';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { SubmitButton } from '../../../components/submit-button';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { isNetworkError, messageOf } from '../../../lib/api-client';
import { toastError } from '../../../lib/notify';
import { useLogin } from '../api/login';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { FormError } from '../../../components/form-error';

/**
 * Drawn only when the API names a Google client id: it loads after the first paint, with the query hook that asks
 * for the public config.
 */
const GoogleSignInButton = lazy(() => import('./google-sign-in-button').then((module) => ({ default: module.GoogleSignInButton })));

type LoginFormProps = {
  /** Where to land afterwards; the page form leaves it to the remembered referrer. */
  referrer?: string | null;
  onSignedIn?: () => void;
  /** Inside the modal 'Create an Account' switches modals instead of going to /auth/signup. */
  onCreateAccount?: () => void;
  onForgotPassword?: () => void;
};

export function LoginForm({ referrer, onSignedIn, onCreateAccount, onForgotPassword }: LoginFormProps) {
  const form = useForm<z.input<typeof loginSchema>, unknown, z.output<typeof loginSchema>>({
    resolver: lazyZodResolver(() => import('@openhouse/shared/accounts/login-schemas').then((schemas) => schemas.loginSchema)),
    defaultValues: { email: '', password: '', remember_me: false },
  });
  const loginMutation = useLogin();
  const completeLogin = useCompleteLogin();
  const [serverError, setServerError] = useState<string | null>(null);
  const remember = form.watch('remember_me') ?? false;
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const answer = await loginMutation.mutateAsync(values);
      completeLogin(answer.data, { remember: values.remember_me, referrer });
      onSignedIn?.();
    } catch (error) {
      const message = isNetworkError(error) ? m.loginException : messageOf(error, m.loginFailedNoPayload);
      setServerError(message);
      toastError(message, { title: m.loginFailedToast });
    }
  });

  const busy = form.formState.isSubmitting;

  return (
    <Stack gap="md">
      <Suspense fallback={null}>
        <GoogleSignInButton remember={remember} referrer={referrer} onSignedIn={onSignedIn} />
      </Suspense>
      <form onSubmit={onSubmit} noValidate aria-label="Sign in">
        <Stack gap="sm">
          <TextInput label="Email" type="email" autoComplete="email" placeholder="you@example.com" {...form.register('email')} error={errors.email?.message} />
          <PasswordInput label="Password" autoComplete="current-password" placeholder="Your password" {...form.register('password')} error={errors.password?.message} />
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Checkbox label="Keep me logged in" {...form.register('remember_me')} />
            {onForgotPassword ? (
              <Anchor component="button" type="button" size="sm" onClick={onForgotPassword}>
                Forgot password?
              </Anchor>
            ) : (
              <Anchor component={Link} to="/auth/forgetpassword" size="sm">
                Forgot password?
              </Anchor>
            )}
          </Group>
          <FormError message={serverError} />
          <SubmitButton fullWidth busy={busy} label="Sign in" busyLabel="Signing in" />
        </Stack>
      </form>
      <Divider />
      <Text size="sm" ta="center">
        New to Openhouse?{' '}
        {onCreateAccount ? (
          <Anchor component="button" type="button" onClick={onCreateAccount}>
            Create an Account
          </Anchor>
        ) : (
          <Anchor component={Link} to="/auth/signup">
            Create an Account
          </Anchor>
        )}
      </Text>
    </Stack>
  );
}
