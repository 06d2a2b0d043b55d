import { Group, PasswordInput, SimpleGrid, Stack } from '@mantine/core';
import { accountMessages as m } from '@openhouse/shared/accounts/messages';
import type { passwordUpdateSchema } from '@openhouse/shared/accounts/password-change-schemas';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SubmitButton } from '../../../components/submit-button';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { messageOf } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { toastError, toastSuccess } from '../../../lib/notify';
import { useUpdatePassword } from '../api/update-password';
import { SettingsSection } from './settings-section';

export function PasswordSection() {
  const save = useUpdatePassword();
  const form = useForm<z.input<typeof passwordUpdateSchema>, unknown, z.output<typeof passwordUpdateSchema>>({
    resolver: lazyZodResolver(() => import('@openhouse/shared/accounts/password-change-schemas').then((schemas) => schemas.passwordUpdateSchema)),
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync(values);
      form.reset();
      toastSuccess(answer.message || m.passwordUpdated);
    } catch (error) {
      if (!applyServerErrors(error, form.setError, ['current_password', 'password', 'password_confirmation'])) toastError(messageOf(error, m.registrationFailed));
    }
  });

  return (
    <SettingsSection title="Password" description="6 to 12 characters.">
      <form onSubmit={onSubmit} noValidate aria-label="Change password">
        <Stack gap="sm">
          <PasswordInput label="Current password" autoComplete="current-password" {...form.register('current_password')} error={errors.current_password?.message} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <PasswordInput label="New password" autoComplete="new-password" {...form.register('password')} error={errors.password?.message} />
            <PasswordInput label="Confirm new password" autoComplete="new-password" {...form.register('password_confirmation')} error={errors.password_confirmation?.message} />
          </SimpleGrid>
          <Group>
            <SubmitButton busy={form.formState.isSubmitting} label="Change password" busyLabel="Changing password" />
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
