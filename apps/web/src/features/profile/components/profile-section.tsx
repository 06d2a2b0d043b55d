import { zodResolver } from '@hookform/resolvers/zod';
import { Avatar, FileInput, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { accountMessages as m } from '@openhouse/shared/accounts/messages';
import { nameSchema, userNameSchema } from '@openhouse/shared/accounts/fields';
import { IconPhoto } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { SubmitButton } from '../../../components/submit-button';
import { messageOf } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { mediaUrl } from '../../../lib/media-url';
import { toastError, toastSuccess } from '../../../lib/notify';
import type { SessionUser } from '../../../lib/session';
import { useSession } from '../../../lib/session-context';
import { useUpdateProfileInformation } from '../api/update-profile-information';
import { SettingsSection } from './settings-section';

const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const PICTURE_MAX_BYTES = 5 * 1024 * 1024;

const profileFormSchema = z.object({
  name: nameSchema,
  user_name: userNameSchema,
  picture: z
    .instanceof(File)
    .nullable()
    .refine((file) => !file || PICTURE_TYPES.includes(file.type), { error: m.pictureInvalid })
    .refine((file) => !file || file.size <= PICTURE_MAX_BYTES, { error: m.pictureTooLarge }),
});

function usePreview(file: File | null | undefined, fallback: string | undefined) {
  const [url, setUrl] = useState<string | undefined>(fallback);
  useEffect(() => {
    if (!file) {
      setUrl(fallback);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file, fallback]);
  return url;
}

export function ProfileSection({ user }: { user: SessionUser }) {
  const { updateUser } = useSession();
  const save = useUpdateProfileInformation();
  const form = useForm<z.input<typeof profileFormSchema>, unknown, z.output<typeof profileFormSchema>>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { name: user.name, user_name: user.user_name, picture: null },
  });
  const errors = form.formState.errors;
  const preview = usePreview(form.watch('picture'), mediaUrl(user.picture));

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync(values);
      updateUser(answer.data);
      form.reset({ name: answer.data.name, user_name: answer.data.user_name, picture: null });
      toastSuccess(answer.message ?? m.profileUpdated);
    } catch (error) {
      if (!applyServerErrors(error, form.setError, ['name', 'user_name', 'picture'])) toastError(messageOf(error, m.registrationFailed));
    }
  });

  return (
    <SettingsSection title="Profile" description="Your name and picture as others see them.">
      <form onSubmit={onSubmit} noValidate aria-label="Profile">
        <Stack gap="sm">
          <Group gap="md" wrap="nowrap" align="center">
            <Avatar src={preview} name={user.name} size={72} radius="xl" color="initials" />
            <Controller
              control={form.control}
              name="picture"
              render={({ field }) => (
                <FileInput
                  label="Picture"
                  placeholder="Choose an image"
                  accept={PICTURE_TYPES.join(',')}
                  leftSection={<IconPhoto size={16} aria-hidden />}
                  clearable
                  value={field.value ?? null}
                  onChange={field.onChange}
                  error={errors.picture?.message}
                  style={{ flex: 1, minWidth: 0 }}
                />
              )}
            />
          </Group>
          <Text size="xs" c="dimmed">
            PNG, JPG, GIF or WebP, up to 5 MB.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="Name" autoComplete="name" {...form.register('name')} error={errors.name?.message} />
            <TextInput label="User name" autoComplete="username" {...form.register('user_name')} error={errors.user_name?.message} />
          </SimpleGrid>
          <TextInput label="Email" value={user.email} readOnly disabled description="Your sign-in address cannot be changed here." />
          <Group>
            <SubmitButton busy={form.formState.isSubmitting} label="Save profile" busyLabel="Saving" />
          </Group>
        </Stack>
      </form>
    </SettingsSection>
  );
}
