import { Loader, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import type { PropertyDetail } from '@openhouse/shared/properties/listing';
import { useSellerSearch, type UserMatch } from '../../api/search-sellers';
import { InvitationLine } from '../seller-status';
import { fieldError, type PropertyFormApi } from './property-form-types';

export type SellerMode = 'none' | 'existing' | 'invite';

type SellerStepProps = {
  form: PropertyFormApi;
  mode: SellerMode;
  onModeChange: (mode: SellerMode) => void;
  /** The seller already on the listing (edit), so the picker can show a name before any search. */
  initialSeller?: UserMatch | null;
  /** The invitation the listing waits on (edit): choosing another seller withdraws it. */
  invitation?: PropertyDetail['seller_invitation'];
};

const optionOf = (user: UserMatch) => ({ value: String(user.id), label: user.email ? `${user.name} (${user.email})` : user.name });

export function SellerStep({ form, mode, onModeChange, initialSeller, invitation }: SellerStepProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const matches = useSellerSearch(debounced);
  const [chosen, setChosen] = useState<UserMatch | null>(initialSeller ?? null);

  const options = (matches.data?.data ?? []).map(optionOf);
  if (chosen && !options.some((option) => option.value === String(chosen.id))) options.unshift(optionOf(chosen));
  const inviteNameError = fieldError(form, 'seller_invite.name');

  return (
    <Stack gap="sm">
      {invitation ? (
        <Stack gap={4}>
          <InvitationLine invitation={invitation} />
          <Text size="xs" c="dimmed">
            Leave this step as it is to keep waiting; choosing another seller or inviting someone else withdraws the invitation.
          </Text>
        </Stack>
      ) : null}
      <SegmentedControl
        aria-label="Seller"
        value={mode}
        onChange={(value) => onModeChange(value as SellerMode)}
        data={[
          { value: 'none', label: 'No seller yet' },
          { value: 'existing', label: 'Existing seller' },
          { value: 'invite', label: 'Invite' },
        ]}
        fullWidth
      />
      {mode === 'none' ? (
        <Text size="sm" c="dimmed">
          You can add the seller later. The seller sees the listing&apos;s bids, insights and transactions.
        </Text>
      ) : null}
      {mode === 'existing' ? (
        <Controller
          control={form.control}
          name="seller_id"
          render={({ field }) => (
            <Select
              label="Seller"
              placeholder="Type a name or e-mail"
              searchable
              clearable
              data={options}
              // The server already filtered by the query; a second filter here would hide its matches.
              filter={({ options: all }) => all}
              searchValue={search}
              onSearchChange={setSearch}
              value={field.value ? String(field.value) : null}
              onChange={(value) => {
                const id = value ? Number(value) : null;
                setChosen(matches.data?.data.find((user) => user.id === id) ?? (id === chosen?.id ? chosen : null));
                field.onChange(id);
              }}
              nothingFoundMessage={debounced.trim().length < 2 ? 'Type at least two letters' : matches.isFetching ? 'Searching…' : 'No sellers found'}
              rightSection={matches.isFetching ? <Loader size={14} /> : undefined}
              error={fieldError(form, 'seller_id')}
            />
          )}
        />
      ) : null}
      {mode === 'invite' ? (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label="Seller's name" withAsterisk autoComplete="off" {...form.register('seller_invite.name')} error={inviteNameError} />
            <TextInput label="Seller's e-mail" withAsterisk type="email" autoComplete="off" {...form.register('seller_invite.email')} error={fieldError(form, 'seller_invite.email')} />
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            We e-mail the seller an invitation: someone new sets a password and becomes the seller; someone who already has an account becomes the seller when they accept it.
          </Text>
        </>
      ) : null}
    </Stack>
  );
}
