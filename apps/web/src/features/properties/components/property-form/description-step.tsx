import { Badge, Button, Group, Progress, Select, Stack, TagsInput, Text, Textarea } from '@mantine/core';
import { MAX_DESCRIPTION, MAX_FEATURES } from '@openhouse/shared/properties/listing';
import { propertyMessages } from '@openhouse/shared/properties/messages';
import { IconArrowBackUp, IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { messageOf } from '../../../../lib/api-client';
import { toastError, toastSuccess } from '../../../../lib/notify';
import { useGenerateListingText, type WriterTone } from '../../api/generate-listing-text';
import { fieldError, type PropertyFormApi } from './property-form-types';
import { writerFacts } from './writer-facts.forms';

const TONES: { value: WriterTone; label: string }[] = [
  { value: 'warm', label: 'Warm' },
  { value: 'professional', label: 'Professional' },
  { value: 'luxury', label: 'Luxury' },
];

type Draft = { source: 'built-in' | 'ai'; previous: string };

export function DescriptionStep({ form, propertyId }: { form: PropertyFormApi; propertyId?: number }) {
  const writer = useGenerateListingText();
  const [tone, setTone] = useState<WriterTone>('warm');
  const [draft, setDraft] = useState<Draft | null>(null);
  const description = useWatch({ control: form.control, name: 'description' }) ?? '';

  const write = async () => {
    try {
      const answer = await writer.mutateAsync({ property_id: propertyId, facts: writerFacts(form.getValues()), tone });
      setDraft({ source: answer.data.source, previous: form.getValues('description') ?? '' });
      form.setValue('description', answer.data.text, { shouldDirty: true, shouldValidate: true });
      toastSuccess(answer.message || propertyMessages.textGenerated);
    } catch (error) {
      toastError(messageOf(error, 'The listing text could not be written. Please try again.'));
    }
  };

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select label="Tone" data={TONES} allowDeselect={false} value={tone} onChange={(value) => setTone((value as WriterTone) ?? 'warm')} w={{ base: '100%', xs: 180 }} />
        <Button variant="light" leftSection={<IconSparkles size={16} aria-hidden />} onClick={write} loading={writer.isPending} loaderProps={{ type: 'dots' }}>
          Write it for me
        </Button>
        {draft && !writer.isPending ? (
          <Button
            variant="subtle"
            leftSection={<IconArrowBackUp size={16} aria-hidden />}
            onClick={() => {
              form.setValue('description', draft.previous, { shouldDirty: true });
              setDraft(null);
            }}
          >
            Undo
          </Button>
        ) : null}
      </Group>
      {writer.isPending ? (
        <Stack gap={4} role="status">
          <Text size="sm" c="dimmed">
            Writing a description from the facts you entered…
          </Text>
          <Progress value={100} animated striped aria-label="Writing the description" />
        </Stack>
      ) : null}
      <Textarea
        label={
          <Group gap={6} component="span">
            Description
            {draft ? (
              <Badge size="xs" variant="light" color={draft.source === 'ai' ? 'grape' : 'gray'}>
                {draft.source === 'ai' ? 'Drafted by AI' : 'Drafted by the built-in writer'}
              </Badge>
            ) : null}
          </Group>
        }
        description="Edit freely; a draft is a starting point."
        autosize
        minRows={6}
        maxRows={16}
        {...form.register('description')}
        error={fieldError(form, 'description')}
      />
      <Text size="xs" c={description.length > MAX_DESCRIPTION ? 'red' : 'dimmed'} ta="right">
        {description.length} / {MAX_DESCRIPTION}
      </Text>
      <Controller
        control={form.control}
        name="features"
        render={({ field }) => (
          <TagsInput
            label="Features"
            description="Press Enter after each one, e.g. Hardwood floors."
            placeholder="Add a feature"
            maxTags={MAX_FEATURES}
            value={field.value ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldError(form, 'features')}
            clearable
          />
        )}
      />
    </Stack>
  );
}
