import { Checkbox, FileInput, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { projectMessages } from '@openhouse/shared/projects/messages';
import type { createProjectSchema } from '@openhouse/shared/projects/project-schemas';
import { projectPath } from '@openhouse/shared/projects/rules';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormError } from '../../../components/form-error';
import { SubmitButton } from '../../../components/submit-button';
import { messageOf } from '../../../lib/api-client';
import { useMyListings } from '../../../lib/my-listings';
import { applyServerErrors } from '../../../lib/form-errors';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { toastSuccess } from '../../../lib/notify';
import { useCreateProject } from '../api/create-project';
import { useMilestoneTemplates } from '../api/get-milestone-templates';
import { useSellers } from '../api/get-sellers';

type ProjectFields = z.input<typeof createProjectSchema>;
const FIELDS = ['property_id', 'property_address', 'city', 'state', 'value', 'seller_id', 'start_date', 'due_date', 'milestone_template_ids'] as const;

const resolver = lazyZodResolver(() => import('@openhouse/shared/projects/project-schemas').then((module) => module.createProjectSchema));

/**
 * A new project for a property: optionally one of my listings (which fills in the rest), address, city, state,
 * value, seller, dates, image, and the milestone templates it starts from (none chosen: the default milestones).
 * Sent as one multipart POST /projects.
 */
export function AddProjectForm() {
  const navigate = useNavigate();
  const create = useCreateProject();
  const templates = useMilestoneTemplates();
  const sellers = useSellers();
  const listings = useMyListings();
  const form = useForm<ProjectFields, unknown, z.output<typeof createProjectSchema>>({
    resolver,
    defaultValues: { property_id: '', property_address: '', city: '', state: '', value: '', seller_id: '', start_date: '', due_date: '', milestone_template_ids: [] },
  });
  const errors = form.formState.errors;
  const [image, setImage] = useState<File | null>(null);

  // Choosing one of my listings ties the project to it (its insights then show the project's shared packages) and
  // fills in what the listing already knows; every field stays editable.
  const chooseListing = (id: string | null) => {
    form.setValue('property_id', id ?? '');
    const listing = listings.data?.data.find((candidate) => String(candidate.id) === id);
    if (!listing) return;
    const options = { shouldValidate: form.formState.isSubmitted };
    form.setValue('property_address', [listing.street_address, listing.city, listing.state].filter(Boolean).join(', '), options);
    form.setValue('city', listing.city, options);
    form.setValue('state', listing.state, options);
    form.setValue('value', listing.value, options);
    if (listing.seller_id !== null) form.setValue('seller_id', listing.seller_id, options);
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await create.mutateAsync({ ...values, image });
      toastSuccess(answer.message ?? projectMessages.projectCreated);
      navigate(projectPath(answer.data.id));
    } catch (error) {
      if (!applyServerErrors(error, form.setError, FIELDS)) form.setError('root', { message: messageOf(error, projectMessages.somethingWrong) });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={720}>
        <FormError message={errors.root?.message} />
        <Controller
          control={form.control}
          name="property_id"
          render={({ field }) => (
            <Select
              label="For a listing of mine"
              description="Optional. The project's shared document packages then show in the listing's insights."
              placeholder={listings.isPending ? 'Loading listings…' : 'Not tied to a listing'}
              clearable
              searchable
              data={(listings.data?.data ?? []).map((listing) => ({ value: String(listing.id), label: `${listing.label} · ${listing.street_address}, ${listing.city}` }))}
              value={field.value ? String(field.value) : null}
              onChange={chooseListing}
              nothingFoundMessage="No listings found"
              error={errors.property_id?.message}
            />
          )}
        />
        <TextInput label="Property address" withAsterisk {...form.register('property_address')} error={errors.property_address?.message} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="City" withAsterisk {...form.register('city')} error={errors.city?.message} />
          <TextInput label="State" withAsterisk {...form.register('state')} error={errors.state?.message} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            control={form.control}
            name="value"
            render={({ field }) => (
              <NumberInput label="Value" prefix="$" thousandSeparator="," min={0} value={field.value as number | string} onChange={field.onChange} onBlur={field.onBlur} error={errors.value?.message} />
            )}
          />
          <Controller
            control={form.control}
            name="seller_id"
            render={({ field }) => (
              <Select
                label="Seller"
                placeholder={sellers.isPending ? 'Loading sellers…' : 'No seller yet'}
                clearable
                searchable
                data={(sellers.data ?? []).map((seller) => ({ value: String(seller.id), label: `${seller.name} (${seller.email})` }))}
                value={field.value ? String(field.value) : null}
                onChange={(value) => field.onChange(value ?? '')}
                nothingFoundMessage="No sellers found"
                error={errors.seller_id?.message}
              />
            )}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput type="date" label="Start date" {...form.register('start_date')} error={errors.start_date?.message} />
          <TextInput type="date" label="Due date" {...form.register('due_date')} error={errors.due_date?.message} />
        </SimpleGrid>
        <FileInput
          label="Image"
          description="JPG, PNG or WebP, up to 10 MB."
          accept="image/png,image/jpeg,image/webp"
          placeholder="Choose an image"
          clearable
          value={image}
          onChange={setImage}
        />
        <Controller
          control={form.control}
          name="milestone_template_ids"
          render={({ field }) => (
            <Checkbox.Group
              label="Start from templates"
              description="The milestones (and their task groups) the project begins with. None chosen: the default milestones."
              value={((field.value as unknown[]) ?? []).map(String)}
              onChange={(ids) => field.onChange(ids.map(Number))}
            >
              {templates.isPending ? (
                <Text size="sm" c="dimmed" mt="xs">
                  Loading templates…
                </Text>
              ) : (
                <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing="xs">
                  {(templates.data ?? []).map((template) => (
                    <Checkbox key={template.id} value={String(template.id)} label={template.name} />
                  ))}
                </SimpleGrid>
              )}
            </Checkbox.Group>
          )}
        />
        <Group justify="flex-end">
          <SubmitButton busy={create.isPending} label="Save Project" busyLabel="Saving Project" />
        </Group>
      </Stack>
    </form>
  );
}
