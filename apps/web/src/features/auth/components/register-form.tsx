import { Anchor, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { accountMessages as m, toastDurations } from '@openhouse/shared/accounts/messages';
import { toRegisterPayload } from '@openhouse/shared/accounts/registration';
import type { registerFormSchema, RegisterForm as RegisterFormValues } from '@openhouse/shared/accounts/registration-schemas';
import { lazy, Suspense, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { LightCheckbox } from '../../../components/light-checkbox';
import { LightRadio, LightRadioGroup } from '../../../components/light-radio';
import { SubmitButton } from '../../../components/submit-button';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { messageOf } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { toastSuccess } from '../../../lib/notify';
import { useRegister } from '../api/register';
import { FormError } from '../../../components/form-error';

/** Shows only after typing, so its query hook (TanStack Query's observer) loads after the first paint. */
const UserNameStatus = lazy(() => import('./user-name-status').then((module) => ({ default: module.UserNameStatus })));

const FIELDS = ['name', 'user_name', 'email', 'password', 'password_confirmation', 'mobile', 'is_realtor', 'dre_number', 'terms'] as const;

/** The API names some fields differently from the form (mobile is copied to phone). */
const SERVER_FIELD = { phone: 'mobile', enabled: 'is_realtor' } as const;

/** The new account, which the e-mailed code confirms (POST /confirmation takes the id with the code). */
export type RegisteredAccount = { id: number; email: string };

type RegisterFormProps = {
  /** After the check-your-email toast: the page goes to /auth/login, the modal switches to login, the bid wizard asks for the code. */
  onRegistered: (account: RegisteredAccount) => void;
  onSignIn?: () => void;
};

export function RegisterForm({ onRegistered, onSignIn }: RegisterFormProps) {
  const form = useForm<RegisterFormValues, unknown, z.output<typeof registerFormSchema>>({
    resolver: lazyZodResolver(() => import('@openhouse/shared/accounts/registration-schemas').then((schemas) => schemas.registerFormSchema)),
    defaultValues: { name: '', user_name: '', email: '', password: '', password_confirmation: '', mobile: '', is_realtor: 'no', dre_number: '', terms: false },
  });
  const registerMutation = useRegister();
  const [serverError, setServerError] = useState<string | null>(null);
  const errors = form.formState.errors;
  const isRealtor = form.watch('is_realtor') === 'yes';
  const userName = form.watch('user_name');

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const answer = await registerMutation.mutateAsync(toRegisterPayload(values));
      toastSuccess(m.registered, { autoClose: toastDurations.registrationLong });
      onRegistered({ id: answer.data.id, email: values.email });
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS, SERVER_FIELD);
      setServerError(messageOf(error, m.registrationFailed));
    }
  });

  const busy = form.formState.isSubmitting;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Create an Account">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          <TextInput label="Name" autoComplete="name" withAsterisk {...form.register('name')} error={errors.name?.message} />
          <div>
            <TextInput label="User name" autoComplete="username" withAsterisk {...form.register('user_name')} error={errors.user_name?.message} />
            {errors.user_name ? null : (
              <Suspense fallback={null}>
                <UserNameStatus value={userName} />
              </Suspense>
            )}
          </div>
        </SimpleGrid>
        <TextInput label="Email" type="email" autoComplete="email" withAsterisk {...form.register('email')} error={errors.email?.message} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          <PasswordInput label="Password" autoComplete="new-password" description="6 to 12 characters" withAsterisk {...form.register('password')} error={errors.password?.message} />
          <PasswordInput
            label="Confirm password"
            autoComplete="new-password"
            withAsterisk
            {...form.register('password_confirmation')}
            error={errors.password_confirmation?.message}
          />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="is_realtor"
          render={({ field }) => (
            <LightRadioGroup label="Are you a Realtor?" value={field.value} onChange={field.onChange} error={errors.is_realtor?.message}>
              <Group gap="lg" mt={6}>
                <LightRadio value="yes" label="Yes" />
                <LightRadio value="no" label="No" />
              </Group>
            </LightRadioGroup>
          )}
        />
        {isRealtor ? <TextInput label="DRE number" withAsterisk {...form.register('dre_number')} error={errors.dre_number?.message} /> : null}
        <TextInput
          label="Phone number"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="555-555-5555"
          description="US numbers only"
          leftSection={<Text size="sm">+1</Text>}
          withAsterisk
          {...form.register('mobile')}
          error={errors.mobile?.message}
        />
        <LightCheckbox
          {...form.register('terms')}
          error={errors.terms?.message}
          label={
            <>
              I agree to the{' '}
              <Anchor component={Link} to="/terms-conditions" target="_blank" inherit>
                Terms and Conditions
              </Anchor>{' '}
              and the{' '}
              <Anchor component={Link} to="/privacy-policy" target="_blank" inherit>
                Privacy Policy
              </Anchor>
              .
            </>
          }
        />
        <FormError message={serverError} />
        <SubmitButton fullWidth busy={busy} label="Create Account" busyLabel="Creating Account" />
        {onSignIn ? (
          <Text size="sm" ta="center">
            Already have an account?{' '}
            <Anchor component="button" type="button" onClick={onSignIn}>
              Sign in
            </Anchor>
          </Text>
        ) : (
          <Text size="sm" ta="center">
            Already have an account?{' '}
            <Anchor component={Link} to="/auth/login">
              Sign in
            </Anchor>
          </Text>
        )}
      </Stack>
    </form>
  );
}
