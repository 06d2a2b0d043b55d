import { Modal, MultiSelect, Select, Stack, TextInput } from '@mantine/core';
import { networkMessages as m } from '@openhouse/shared/network/messages';
import type { Prospect, prospectInputSchema } from '@openhouse/shared/network/network-schemas';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormError } from '../../../components/form-error';
import { SubmitButton } from '../../../components/submit-button';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { toastSuccess } from '../../../lib/notify';
import { PROPOSED_USER_NAME_HINT, useProposedUserName } from '../../../lib/use-proposed-user-name';
import { useLabels, useNetworkRoles } from '../api/labels';
import { useSaveProspect, type ProspectBody } from '../api/prospects';
import { projectChoicesQuery } from '../api/project-choices';
import { prospectFormDefaults } from './prospect.forms';

const resolver = lazyZodResolver(() => import('@openhouse/shared/network/network-schemas').then((module) => module.prospectInputSchema));
const FIELDS = ['name', 'user_name', 'email', 'phone', 'role', 'label_ids', 'project_id'] as const;
const option = (id: number, label: string) => ({ value: String(id), label });

/** taken: the user names the list shows, which a proposed one avoids. */
type ProspectModalProps = { opened: boolean; onClose: () => void; prospect: Prospect | null; taken?: readonly string[] };

/** Add or edit a prospect: name, user name, optional e-mail, a US phone, roles, labels and a project. */
export function ProspectModal({ opened, onClose, prospect, taken }: ProspectModalProps) {
  const save = useSaveProspect(prospect?.id ?? null);
  const labels = useLabels();
  const roles = useNetworkRoles();
  const projects = useQuery(projectChoicesQuery);
  const form = useForm<ProspectBody, unknown, z.output<typeof prospectInputSchema>>({ resolver, values: prospectFormDefaults(prospect) });
  const errors = form.formState.errors;
  const proposal = useProposedUserName(form.control, form.setValue, opened && !prospect, taken);

  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync(values);
      toastSuccess(answer.message ?? m.prospectSaved);
      close();
    } catch (error) {
      if (applyServerErrors(error, form.setError, FIELDS)) return;
      // The spec's wordings: a refused save or edit, and anything else (the server unreachable).
      const refused = error instanceof ApiError && error.status > 0;
      form.setError('root', { message: refused ? (prospect ? m.editFailed : m.saveFailed) : m.saveDataFailed });
    }
  });
  const ids = (values: string[]) => values.map(Number);

  return (
    <Modal opened={opened} onClose={close} title={prospect ? 'Edit Prospect' : 'Add Prospect'} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormError message={errors.root?.message} />
          <TextInput label="Name" withAsterisk data-autofocus {...form.register('name')} error={errors.name?.message} />
          <TextInput
            label="User name"
            withAsterisk
            {...form.register('user_name')}
            onInput={proposal.onInput}
            description={proposal.proposing ? PROPOSED_USER_NAME_HINT : undefined}
            error={errors.user_name?.message}
          />
          <TextInput label="Email" type="email" {...form.register('email')} error={errors.email?.message} />
          <TextInput label="Phone" type="tel" placeholder="xxx-xxx-xxxx" {...form.register('phone')} error={errors.phone?.message} />
          <Controller
            control={form.control}
            name="role"
            render={({ field }) => (
              <MultiSelect label="Roles" data={(roles.data ?? []).map((role) => option(role.id, role.name))} value={(field.value ?? []).map(String)} onChange={(v) => field.onChange(ids(v))} error={errors.role?.message} clearable />
            )}
          />
          <Controller
            control={form.control}
            name="label_ids"
            render={({ field }) => (
              <MultiSelect
                label="Labels"
                data={(labels.data ?? []).map((label) => option(label.id, label.label_name))}
                value={(field.value ?? []).map(String)}
                onChange={(v) => field.onChange(ids(v))}
                nothingFoundMessage="No labels yet: create one from the list"
                error={errors.label_ids?.message}
                clearable
              />
            )}
          />
          <Controller
            control={form.control}
            name="project_id"
            render={({ field }) => (
              <Select
                label="Project"
                data={(projects.data ?? []).map((project) => option(project.id, project.property_address))}
                value={field.value ? String(field.value) : null}
                onChange={(value) => field.onChange(value ? Number(value) : null)}
                clearable
                error={errors.project_id?.message}
              />
            )}
          />
          <SubmitButton busy={save.isPending} label={prospect ? 'Save Changes' : 'Add Prospect'} busyLabel="Saving" />
        </Stack>
      </form>
    </Modal>
  );
}
