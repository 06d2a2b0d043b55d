import { Alert, Checkbox, Group, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { BUFFER_CHOICES, MEETING_TYPE_LABELS, MEETING_TYPES, minutesLabel, NOTICE_CHOICES, type MeetingType } from '@openhouse/shared/meetings/booking-rules';
import type { BookingSettingsAnswer } from '@openhouse/shared/meetings/booking-settings-schemas';
import { meetingMessages as m } from '@openhouse/shared/meetings/messages';
import { useState } from 'react';
import { LoadingRows } from '../../../components/loading-rows';
import { SubmitButton } from '../../../components/submit-button';
import { messageOf } from '../../../lib/api-client';
import { toastSuccess } from '../../../lib/notify';
import { useBookingSettings, useSaveBookingSettings } from '../api/booking-settings-api';

const bufferOptions = BUFFER_CHOICES.map((minutes) => ({ value: String(minutes), label: minutes === 0 ? 'None' : minutesLabel(minutes) }));
const noticeOptions = NOTICE_CHOICES.map((minutes) => ({ value: String(minutes), label: minutes === 0 ? 'None (any later time today)' : minutesLabel(minutes) }));

function BookingSettingsForm({ saved }: { saved: BookingSettingsAnswer }) {
  const [values, setValues] = useState(saved);
  const save = useSaveBookingSettings();
  const set = (change: Partial<BookingSettingsAnswer>) => setValues({ ...values, ...change });
  const noType = values.meeting_types.length === 0;
  return (
    <form
      aria-label="Booking page"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(values, { onSuccess: (answer) => toastSuccess(answer.message ?? m.bookingSettingsSaved) });
      }}
    >
      <Stack gap="sm">
        {save.error ? (
          <Alert color="red" variant="light" role="alert">
            {messageOf(save.error, m.appointmentFailed)}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NativeSelect label="Buffer before each meeting" data={bufferOptions} value={String(values.buffer_before)} onChange={(event) => set({ buffer_before: Number(event.currentTarget.value) })} />
          <NativeSelect label="Buffer after each meeting" data={bufferOptions} value={String(values.buffer_after)} onChange={(event) => set({ buffer_after: Number(event.currentTarget.value) })} />
        </SimpleGrid>
        <NativeSelect
          label="Minimum notice"
          description="How long before a meeting a visitor must book it"
          data={noticeOptions}
          value={String(values.minimum_notice)}
          onChange={(event) => set({ minimum_notice: Number(event.currentTarget.value) })}
        />
        <Checkbox.Group
          label="Visitors may meet me"
          value={values.meeting_types}
          onChange={(types) => set({ meeting_types: MEETING_TYPES.filter((type) => types.includes(type)) as MeetingType[] })}
          error={noType ? m.meetingTypeRequired : undefined}
        >
          <Group gap="md" mt={6}>
            {MEETING_TYPES.map((type) => (
              <Checkbox key={type} value={type} label={MEETING_TYPE_LABELS[type]} />
            ))}
          </Group>
        </Checkbox.Group>
        <Group>
          <SubmitButton busy={save.isPending} label="Save booking settings" busyLabel="Saving" disabled={noType} />
        </Group>
      </Stack>
    </form>
  );
}

/** The agent's booking page rules (buffers, minimum notice, ways to meet), loaded, for the settings page. */
export function BookingSettingsPanel() {
  const settings = useBookingSettings();
  if (settings.isPending) return <LoadingRows label="Loading booking settings" count={3} height={48} />;
  if (settings.isError) {
    return (
      <Text c="red" size="sm" role="alert">
        {messageOf(settings.error, 'Your booking settings could not be loaded. Please try again.')}
      </Text>
    );
  }
  return <BookingSettingsForm saved={settings.data} />;
}
