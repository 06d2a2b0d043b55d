import { Alert, Group, Modal, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { biddingMessages as m } from '@openhouse/shared/bidding/messages';
import { MAX_PREMIUM_RATE } from '@openhouse/shared/bidding/rules';
import { resolveTimeZone, todayIn } from '@openhouse/shared/format/datetime';
import type { PropertyDetail } from '@openhouse/shared/properties/listing';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { LoadingRows } from '../../../components/loading-rows';
import { SubmitButton } from '../../../components/submit-button';
import { messageOf } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { toastError, toastSuccess } from '../../../lib/notify';
import { serverNow, useServerClock } from '../../../lib/server-clock';
import { useSession } from '../../../lib/session-context';
import { useEnableBidding } from '../api/enable-bidding';
import { useProperty } from '../../../lib/property-query';
import { useFullScreenOnPhones } from '../hooks/use-modal-layout';
import { browser } from './browser';
import { checkEnableBid, enableBidDefaults, type EnableBidValues } from './enable-bid-values';

const FIELDS = ['bid_amount', 'bid_incremental_amount', 'bid_starting_time', 'bid_ending_time', 'buyers_premium_rate'] as const;

/**
 * Enable bid (spec section 5): the listing's realtor sets the starting price (default the property's
 * price), the increment, start and end times (not before today) and the buyer's premium rate. The same
 * form changes the terms until the first bid. On success the page reloads (spec section 4).
 */
export function EnableBidModal({ propertyId, onClose }: { propertyId: number; onClose: () => void }) {
  const fullScreen = useFullScreenOnPhones();
  const listing = useProperty(propertyId);
  const property = listing.data?.data;
  const editing = Boolean(property?.bidding_property);

  let body;
  if (listing.isPending) {
    body = <LoadingRows label="Loading the listing" count={4} height={36} />;
  } else if (listing.isError || !property) {
    body = (
      <Alert color="red" variant="light">
        {messageOf(listing.error, m.somethingWrong)}
      </Alert>
    );
  } else if (!property.can_edit) {
    body = (
      <Alert color="gray" variant="light">
        Only the listing&apos;s realtor can enable bidding.
      </Alert>
    );
  } else if (property.bidding_property && property.bidding_property.bid_count > 0) {
    body = (
      <Alert color="gray" variant="light">
        {m.biddingLocked}
      </Alert>
    );
  } else {
    body = <EnableBidForm property={property} />;
  }

  return (
    <Modal opened onClose={onClose} title={editing ? 'Edit bidding' : 'Enable Bid'} size="lg" fullScreen={fullScreen} centered>
      {body}
    </Modal>
  );
}

function EnableBidForm({ property }: { property: PropertyDetail }) {
  const { user } = useSession();
  const zone = user?.timezone;
  const { now } = useServerClock();
  const fullScreen = useFullScreenOnPhones();
  const enable = useEnableBidding();

  const resolver: Resolver<EnableBidValues> = async (values) => {
    const checked = checkEnableBid(values, property.id, zone, now());
    return checked.errors ? { values: {}, errors: checked.errors } : { values, errors: {} };
  };
  const form = useForm<EnableBidValues>({ resolver, defaultValues: enableBidDefaults(property.value, property.bidding_property, zone) });
  const errors = form.formState.errors;
  const minDate = todayIn(zone, serverNow());

  const onSubmit = form.handleSubmit(async (values) => {
    const checked = checkEnableBid(values, property.id, zone, now());
    if (!checked.payload) return;
    try {
      const answer = await enable.mutateAsync(checked.payload);
      toastSuccess(answer.message || m.biddingEnabled);
      browser.reload();
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS);
      toastError(messageOf(error, m.somethingWrong));
    }
  });

  // The two amounts and the two date-times differ only in their labels.
  const amountProps = { leftSection: <Text size="sm">$</Text>, inputMode: 'decimal' as const, withAsterisk: true };
  const pickerProps = {
    placeholder: 'Pick date and time',
    minDate,
    // The calendar opens on today's month in the times' zone, not the browser's: near a month's end the two differ.
    defaultDate: minDate,
    valueFormat: 'MM/DD/YYYY hh:mm A',
    timePickerProps: { format: '12h' as const },
    dropdownType: fullScreen ? ('modal' as const) : ('popover' as const),
    popoverProps: { zIndex: 400 },
    modalProps: { zIndex: 400 },
    clearable: true,
    withAsterisk: true,
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Enable bid">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Times are in {resolveTimeZone(zone)}. Bidders see the countdown on the listing.
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
          <TextInput label="Bid Amount" description="The starting price" {...amountProps} {...form.register('bid_amount')} error={errors.bid_amount?.message} />
          <TextInput
            label="Bid Increment"
            description="Each bid is higher by a whole number of these"
            {...amountProps}
            {...form.register('bid_incremental_amount')}
            error={errors.bid_incremental_amount?.message}
          />
          <Controller
            control={form.control}
            name="bid_starting_time"
            render={({ field }) => (
              <DateTimePicker label="Bid Start Time" value={field.value} onChange={field.onChange} error={errors.bid_starting_time?.message} {...pickerProps} />
            )}
          />
          <Controller
            control={form.control}
            name="bid_ending_time"
            render={({ field }) => (
              <DateTimePicker label="Bid End Time" value={field.value} onChange={field.onChange} error={errors.bid_ending_time?.message} {...pickerProps} />
            )}
          />
          <Controller
            control={form.control}
            name="buyers_premium_rate"
            render={({ field }) => (
              <NumberInput
                label="Buyer's premium"
                description="Percent of the winning bid, paid on top of it"
                suffix="%"
                min={0}
                max={MAX_PREMIUM_RATE}
                decimalScale={2}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.buyers_premium_rate?.message}
              />
            )}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <SubmitButton busy={enable.isPending} label={property.bidding_property ? 'Save bidding' : 'Enable Bid'} busyLabel="Saving" />
        </Group>
      </Stack>
    </form>
  );
}
