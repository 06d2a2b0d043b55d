import { Center, Loader, Stack, Text, TextInput } from '@mantine/core';
import { accountMessages as m } from '@openhouse/shared/accounts/messages';
import type { confirmationSchema } from '@openhouse/shared/accounts/confirmation-schemas';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { SubmitButton } from '../../../components/submit-button';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { messageOf } from '../../../lib/api-client';
import { toastError } from '../../../lib/notify';
import { confirmEmail } from '../api/confirm-email';
import { AuthCard } from '../components/auth-card';
import { BackToSignIn } from '../components/back-to-sign-in';
import { ResendConfirmationCode } from '../components/resend-confirmation-code';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { FormError } from '../../../components/form-error';

type FormValues = z.input<typeof confirmationSchema>;

const loadConfirmationSchema = () => import('@openhouse/shared/accounts/confirmation-schemas').then((schemas) => schemas.confirmationSchema);

/**
 * The e-mailed verification link (/auth/confirm?userId=&code=): it posts /confirmation at once
 * and signs the user in. When the link's code fails, or the user opened the page by hand, the
 * code can be typed in, or a new one sent.
 */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const userId = params.get('userId') ?? '';
  const linkCode = params.get('code') ?? '';
  const accountId = Number(userId);
  const completeLogin = useCompleteLogin();
  const [autoState, setAutoState] = useState<'idle' | 'checking' | 'failed'>(userId && linkCode ? 'checking' : 'idle');
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  const form = useForm<FormValues, unknown, z.output<typeof confirmationSchema>>({
    resolver: lazyZodResolver(loadConfirmationSchema),
    defaultValues: { userId, verificationCode: linkCode },
  });

  const submit = async (values: z.output<typeof confirmationSchema>) => {
    setError(null);
    try {
      const answer = await confirmEmail(values);
      completeLogin(answer.data, { remember: false, referrer: '/dashboard', successMessage: answer.message || m.confirmed });
      return true;
    } catch (failure) {
      const message = messageOf(failure, m.confirmationInvalid);
      toastError(message, { title: 'Failure' });
      setError(message);
      return false;
    }
  };

  useEffect(() => {
    // Strict mode runs effects twice in development; the code is single use, so post it once.
    if (started.current || !userId || !linkCode) return;
    started.current = true;
    void loadConfirmationSchema().then(async (schema) => {
      const parsed = schema.safeParse({ userId, verificationCode: linkCode });
      if (!parsed.success || !(await submit(parsed.data))) setAutoState('failed');
    });
  }, []);

  if (autoState === 'checking') {
    return (
      <AuthCard title="Verifying your email">
        <Center py="lg">
          <Loader role="status" aria-label="Verifying" />
        </Center>
      </AuthCard>
    );
  }

  if (!userId) {
    return (
      <AuthCard title="Verify your email">
        <Stack>
          <Text>Open the verification link from the email we sent you. It carries the details this page needs.</Text>
          <BackToSignIn />
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Verify your email" subtitle="Enter the confirmation code from the email we sent you.">
      <form onSubmit={form.handleSubmit(async (values) => void (await submit(values)))} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Confirmation code"
            inputMode="numeric"
            autoComplete="one-time-code"
            {...form.register('verificationCode')}
            error={form.formState.errors.verificationCode?.message}
          />
          <FormError message={error} />
          <SubmitButton fullWidth busy={form.formState.isSubmitting} label="Verify" busyLabel="Verifying" />
          {Number.isSafeInteger(accountId) && accountId > 0 ? (
            <ResendConfirmationCode
              userId={accountId}
              onSent={() => {
                setError(null);
                form.setValue('verificationCode', '');
              }}
            />
          ) : null}
        </Stack>
      </form>
    </AuthCard>
  );
}
