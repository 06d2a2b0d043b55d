import { Anchor, Checkbox, Divider, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { signInMessages as m } from '@openhouse/shared/accounts/sign-in-messages';
import type { LoginPayload } from '@openhouse/shared/accounts/login-schemas';
import { lazy, Suspense, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router';
import { SubmitButton } from '../../../components/submit-button';
import { isNetworkError, messageOf } from '../../../lib/api-client';
import { loadOnce } from '../../../lib/load-once';
import { toastError } from '../../../lib/notify';
import { useLogin } from '../api/login';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { FormError } from '../../../components/form-error';

/**
 * Drawn only when the API names a Google client id: it loads after the first paint, with the query hook that asks
 * for the public config.
 */
const GoogleSignInButton = lazy(() => import('./google-sign-in-button').then((module) => ({ default: module.GoogleSignInButton })));

/**
 * The sign-in schema, with zod, is downloaded on the first submit, as every form's is (lib/lazy-zod-resolver.ts).
 * This form keeps its three fields in plain state rather than react-hook-form: sign-in is the public page most
 * visits open first, and the library was 13.6 KiB of its 35 KiB (docs/DECISIONS.md, Front-end performance).
 */
const loadLoginSchema = loadOnce(() => import('@openhouse/shared/accounts/login-schemas').then((schemas) => schemas.loginSchema));

type Field = 'email' | 'password';
type FieldErrors = Partial<Record<Field, string>>;

/** The payload to send, or the first message for each field that is wrong. */
async function checkLogin(values: LoginPayload) {
  const result = (await loadLoginSchema()).safeParse(values);
  if (result.success) return { payload: result.data, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return { payload: null, errors };
}

type LoginFormProps = {
  /** Where to land afterwards; the page form leaves it to the remembered referrer. */
  referrer?: string | null;
  onSignedIn?: () => void;
  /** Inside the modal 'Create an Account' switches modals instead of going to /auth/signup. */
  onCreateAccount?: () => void;
  onForgotPassword?: () => void;
};

export function LoginForm({ referrer, onSignedIn, onCreateAccount, onForgotPassword }: LoginFormProps) {
  const [values, setValues] = useState<LoginPayload>({ email: '', password: '', remember_me: false });
  const [errors, setErrors] = useState<FieldErrors>({});
  // As on the app's other forms, fields are checked on submit and then again as they change.
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const loginMutation = useLogin();
  const completeLogin = useCompleteLogin();
  const [serverError, setServerError] = useState<string | null>(null);
  const remember = values.remember_me ?? false;

  const change = (next: Partial<LoginPayload>) => {
    const updated = { ...values, ...next };
    setValues(updated);
    if (submitted) void checkLogin(updated).then((checked) => setErrors(checked.errors), () => undefined);
  };

  const fieldProps = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => change({ [field]: event.currentTarget.value }),
    error: errors[field],
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setSubmitted(true);
    setServerError(null);
    try {
      const checked = await checkLogin(values);
      setErrors(checked.errors);
      if (!checked.payload) {
        (checked.errors.email ? emailRef : passwordRef).current?.focus();
        return;
      }
      const answer = await loginMutation.mutateAsync(checked.payload);
      completeLogin(answer.data, { remember: checked.payload.remember_me, referrer });
      onSignedIn?.();
    } catch (error) {
      // Not reaching the server, or not downloading the schema (offline), is the same to the person signing in.
      const message = isNetworkError(error) || error instanceof TypeError ? m.loginException : messageOf(error, m.loginFailedNoPayload);
      setServerError(message);
      toastError(message, { title: m.loginFailedToast });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md">
      <Suspense fallback={null}>
        <GoogleSignInButton remember={remember} referrer={referrer} onSignedIn={onSignedIn} />
      </Suspense>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Sign in">
        <Stack gap="sm">
          <TextInput ref={emailRef} {...fieldProps('email')} label="Email" type="email" autoComplete="email" placeholder="you@example.com" />
          <PasswordInput ref={passwordRef} {...fieldProps('password')} label="Password" autoComplete="current-password" placeholder="Your password" />
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Checkbox name="remember_me" label="Keep me logged in" checked={remember} onChange={(event) => change({ remember_me: event.currentTarget.checked })} />
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
