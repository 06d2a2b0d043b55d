import { Stack, TextInput } from '@mantine/core';
import { accountMessages as m } from '@openhouse/shared/accounts/messages';
import type { confirmationSchema } from '@openhouse/shared/accounts/confirmation-schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SubmitButton } from '../../../components/submit-button';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { isNetworkError, messageOf } from '../../../lib/api-client';
import { useConfirmEmail } from '../api/confirm-email';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { ResendConfirmationCode } from './resend-confirmation-code';
import { FormError } from '../../../components/form-error';

type ConfirmCodeFormProps = {
  /** The account just registered (POST /register answers its id). */
  userId: number;
  /** Where to land once confirmed: the bid wizard stays on its page. */
  referrer: string | null;
};

/**
 * The code from the verification e-mail, typed where the visitor registered (the bid wizard's Confirmation
 * step): POST /confirmation verifies the address and signs them in, as the e-mailed link does. A wrong or
 * spent code shows the server's message under the form; "Send a new code" e-mails a fresh one.
 */
export function ConfirmCodeForm({ userId, referrer }: ConfirmCodeFormProps) {
  const form = useForm<z.input<typeof confirmationSchema>, unknown, z.output<typeof confirmationSchema>>({
    resolver: lazyZodResolver(() => import('@openhouse/shared/accounts/confirmation-schemas').then((schemas) => schemas.confirmationSchema)),
    defaultValues: { userId, verificationCode: '' },
  });
  const confirm = useConfirmEmail();
  const completeLogin = useCompleteLogin();
  const [serverError, setServerError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const answer = await confirm.mutateAsync(values);
      completeLogin(answer.data, { remember: false, referrer, successMessage: answer.message || m.confirmed });
    } catch (error) {
      setServerError(isNetworkError(error) ? 'The server could not be reached. Please try again.' : messageOf(error, m.confirmationInvalid));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Confirm your account">
      <Stack gap="sm">
        <TextInput
          label="Confirmation code"
          description="The code in the e-mail we just sent you"
          inputMode="numeric"
          autoComplete="one-time-code"
          withAsterisk
          {...form.register('verificationCode')}
          error={form.formState.errors.verificationCode?.message}
        />
        <FormError message={serverError} />
        <SubmitButton fullWidth busy={form.formState.isSubmitting} label="Confirm" busyLabel="Confirming" />
        <ResendConfirmationCode
          userId={userId}
          onSent={() => {
            // The old code no longer works, nor does what was said about it.
            setServerError(null);
            form.resetField('verificationCode');
          }}
        />
      </Stack>
    </form>
  );
}
