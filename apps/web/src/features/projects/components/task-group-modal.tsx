import { Checkbox, Modal, Select, Stack, TextInput } from '@mantine/core';
import { projectMessages } from '@openhouse/shared/projects/messages';
import type { createTaskGroupSchema } from '@openhouse/shared/projects/task-schemas';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormError } from '../../../components/form-error';
import { SubmitButton } from '../../../components/submit-button';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { toastSuccess } from '../../../lib/notify';
import { useCreateTaskGroup } from '../api/create-task-group';
import type { Milestone } from '../api/get-milestones';

type GroupFields = z.input<typeof createTaskGroupSchema>;
export type CreatedGroup = { id: number; milestone_id: number; name: string };

const resolver = lazyZodResolver(() => import('@openhouse/shared/projects/task-schemas').then((module) => module.createTaskGroupSchema));

type TaskGroupModalProps = {
  opened: boolean;
  onClose: () => void;
  milestones: readonly Milestone[];
  /** The milestone the person started from (its own "Add Task Group"); the first one otherwise. */
  initialMilestoneId?: number;
  onCreated: (group: CreatedGroup) => void;
};

/** Add task group: its milestone, a name of at least 6 characters, and whether to keep it as a template. */
export function TaskGroupModal({ opened, onClose, milestones, initialMilestoneId, onCreated }: TaskGroupModalProps) {
  const create = useCreateTaskGroup();
  const form = useForm<GroupFields, unknown, z.output<typeof createTaskGroupSchema>>({
    resolver,
    defaultValues: { milestone_id: initialMilestoneId ?? milestones[0]?.id ?? '', name: '', save_as_template: false },
  });
  const errors = form.formState.errors;

  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await create.mutateAsync(values);
      toastSuccess(answer.message);
      onCreated(answer.data);
      close();
    } catch {
      // The spec's one wording for any failure here, whatever the server said.
      form.setError('root', { message: projectMessages.taskGroupAddFailed });
    }
  });

  return (
    <Modal opened={opened} onClose={close} title="Add Task Group" centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormError message={errors.root?.message} />
          <Controller
            control={form.control}
            name="milestone_id"
            render={({ field }) => (
              <Select
                label="Milestone"
                withAsterisk
                allowDeselect={false}
                data={milestones.map((milestone) => ({ value: String(milestone.id), label: milestone.milestone_name }))}
                value={field.value ? String(field.value) : null}
                onChange={(value) => field.onChange(value ? Number(value) : '')}
                error={errors.milestone_id?.message}
              />
            )}
          />
          <TextInput label="Task group name" withAsterisk data-autofocus {...form.register('name')} error={errors.name?.message} />
          <Checkbox label="Save as template" {...form.register('save_as_template')} />
          <SubmitButton busy={create.isPending} label="Add Task Group" busyLabel="Adding Task Group" />
        </Stack>
      </form>
    </Modal>
  );
}
