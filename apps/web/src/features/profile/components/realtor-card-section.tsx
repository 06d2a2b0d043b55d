import { zodResolver } from '@hookform/resolvers/zod';
import { Group, Stack, Textarea, TextInput } from '@mantine/core';
import { BIO_MAX, BROKERAGE_MAX, realtorProfileFields } from '@openhouse/shared/accounts/fields';
import { accountMessages as m } from '@openhouse/shared/accounts/messages';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { SubmitButton } from '../../../components/submit-button';
import { messageOf } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { toastError, toastSuccess } from '../../../lib/notify';
import type { SessionUser } from '../../../lib/session';
import { useUpdateRealtorCard } from '../api/update-realtor-card';
import { SettingsSection } from './settings-section';

// A realtor made by an invitation may have no licence number yet: blank leaves it unset instead of failing.
const cardFormSchema = z.object({ ...realtorProfileFields, dre_number: z.union([z.literal(''), realtorProfileFields.dre_number]) });
const FIELDS = ['dre_number', 'brokerage', 'bio'] as const;

/** A realtor's public card: what the listings they list show under "Listed by". Realtors only (the page decides). */
export function RealtorCardSection({ user }: { user: SessionUser }) {
  const save = useUpdateRealtorCard();
  const form = useForm<z.input<typeof cardFormSchema>, unknown, z.output<typeof cardFormSchema>>({
    resolver: zodResolver(cardFormSchema),
    defaultValues: { dre_number: user.dre_number ?? '', brokerage: user.brokerage ?? '', bio: user.bio ?? '' },
  });
  const errors = form.formState.errors;
  const bioLength = (form.watch('bio') ?? '').length;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      // Blank brokerage or bio is sent as '' so the server clears it; a blank licence number is left as it is.
      const answer = await save.mutateAsync({ dre_number: values.dre_number || undefined, brokerage: values.brokerage ?? '', bio: values.bio ?? '' });
      form.reset({ dre_number: answer.data.dre_number ?? '', brokerage: answer.data.brokerage ?? '', bio: answer.data.bio ?? '' });
      toastSuccess(answer.message ?? m.profileUpdated);
    } catch (error) {
      if (!applyServerErrors(error, form.setError, FIELDS)) toastError(messageOf(error, m.registrationFailed));
    }
  });

  return (
    <SettingsSection title="Your card on listings" description="Buyers see this beside your name on every listing you list.">
      <form onSubmit={onSubmit} noValidate aria-label="Your card on listings">
        <Stack gap="sm">
          <TextInput label="Licence number (DRE)" inputMode="numeric" {...form.register('dre_number')} error={errors.dre_number?.message} />
          <TextInput label="Brokerage" maxLength={BROKERAGE_MAX} {...form.register('brokerage')} error={errors.brokerage?.message} />
          <Textarea
            label="Bio"
            description={`${bioLength} / ${BIO_MAX} characters`}
            autosize
            minRows={3}
            maxRows={8}
            {...form.register('bio')}
            error={errors.bio?.message}
          />
          <Group>
            <SubmitButton busy={form.formState.isSubmitting} label="Save card" busyLabel="Saving" />
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
