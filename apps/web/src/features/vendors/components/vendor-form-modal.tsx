import { Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { vendorMessages as m } from '@openhouse/shared/vendors/messages';
import { VENDOR_TYPES } from '@openhouse/shared/vendors/vendor-types';
import type { vendorInputSchema } from '@openhouse/shared/vendors/vendor-schemas';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormError } from '../../../components/form-error';
import { SubmitButton } from '../../../components/submit-button';
import { messageOf } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { toastSuccess } from '../../../lib/notify';
import { PROPOSED_USER_NAME_HINT, useProposedUserName } from '../../../lib/use-proposed-user-name';
import { useSaveVendor, type Vendor, type VendorFields } from '../api/vendors-api';

const resolver = lazyZodResolver(() => import('@openhouse/shared/vendors/vendor-schemas').then((module) => module.vendorInputSchema));
const FIELDS = ['name', 'user_name', 'email', 'phone', 'vendor_type'] as const;

const defaultsOf = (vendor: Vendor | null): VendorFields => ({
  name: vendor?.name ?? '',
  user_name: vendor?.user_name ?? '',
  email: vendor?.email ?? '',
  phone: vendor?.phone ?? '',
  vendor_type: vendor?.vendor_type ?? '',
});

/** taken: the user names the list shows, which a proposed one avoids. */
type VendorFormModalProps = { opened: boolean; vendor: Vendor | null; onClose: () => void; taken?: readonly string[] };

/** The add vendor and edit vendor modal (spec part 2, sections 2 and 5). */
export function VendorFormModal({ opened, vendor, onClose, taken }: VendorFormModalProps) {
  const save = useSaveVendor(vendor?.id ?? null);
  const form = useForm<VendorFields, unknown, z.output<typeof vendorInputSchema>>({ resolver, values: defaultsOf(vendor) });
  const errors = form.formState.errors;
  const editing = vendor !== null;
  const proposal = useProposedUserName(form.control, form.setValue, opened && !editing, taken);

  const close = () => {
    form.reset(defaultsOf(null));
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync(values);
      toastSuccess(answer.message ?? (editing ? m.updated : m.created));
      close();
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS);
      form.setError('root', { message: messageOf(error, editing ? m.editFailed : m.saveFailed) });
    }
  });

  return (
    <Modal opened={opened} onClose={close} title={editing ? 'Edit Vendor' : 'Add Vendor'} centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormError message={errors.root?.message} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Name" withAsterisk data-autofocus {...form.register('name')} error={errors.name?.message} />
            <TextInput
              label="User name"
              withAsterisk
              {...form.register('user_name')}
              onInput={proposal.onInput}
              description={proposal.proposing ? PROPOSED_USER_NAME_HINT : undefined}
              error={errors.user_name?.message}
            />
            <TextInput label="Email" type="email" withAsterisk {...form.register('email')} error={errors.email?.message} />
            <TextInput label="Phone" type="tel" description="US numbers only" {...form.register('phone')} error={errors.phone?.message} />
          </SimpleGrid>
          <Controller
            control={form.control}
            name="vendor_type"
            render={({ field }) => (
              <Select
                label="Vendor type"
                placeholder="Choose a type"
                clearable
                searchable
                data={[...VENDOR_TYPES]}
                value={typeof field.value === 'string' && field.value ? field.value : null}
                onChange={(value) => field.onChange(value ?? '')}
                error={errors.vendor_type?.message}
              />
            )}
          />
          <SubmitButton busy={save.isPending} label={editing ? 'Save Vendor' : 'Add Vendor'} busyLabel="Saving Vendor" />
        </Stack>
      </form>
    </Modal>
  );
}
