import { Alert, Anchor, Button, Group, Modal, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { todayIn } from '@openhouse/shared/format/datetime';
import { meetingMessages as m } from '@openhouse/shared/meetings/messages';
import { describeMeetingTime } from '@openhouse/shared/meetings/rules';
import type { MeetingInvite } from '@openhouse/shared/meetings/schemas';
import { useState } from 'react';
import { ApiError, messageOf } from '../../../lib/api-client';
import { toastSuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session-context';
import { useBookTour, type TourKind } from '../api/meetings-api';
import { toTourRequest, tourFormDefaults, viewerZone, type TourFormValues } from './tour-request.forms';
import { TourTimePicker } from './tour-time-picker';

type TourRequestModalProps = {
  propertyId: number;
  label: string;
  onClose: () => void;
};

/** A buyer books an in-person or a video tour; the realtor receives it as a meeting invite. */
export function TourRequestModal({ propertyId, label, onClose }: TourRequestModalProps) {
  const { user } = useSession();
  const zone = viewerZone(user?.timezone);
  const [values, setValues] = useState<TourFormValues>(() => tourFormDefaults(zone));
  const [booked, setBooked] = useState<MeetingInvite | null>(null);
  const book = useBookTour();
  const [slotMissing, setSlotMissing] = useState(false);
  const errors: Record<string, string[]> = book.error instanceof ApiError ? book.error.errors : {};
  const set = (field: 'kind' | 'note' | 'meeting_link') => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const { slot } = values;
    setSlotMissing(!slot);
    if (!slot) return;
    book.mutate(
      { kind: values.kind, body: toTourRequest(propertyId, { ...values, slot }) },
      {
        onSuccess: (answer) => {
          toastSuccess(answer.message);
          setBooked(answer.data);
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={`Request a tour of ${label}`} centered size="md">
      {booked ? (
        <Stack gap="sm">
          <Alert color="teal" variant="light" title="Tour requested">
            {describeMeetingTime(booked.start, booked.end, zone)}
          </Alert>
          {booked.kind === 'video_tour' && booked.participants.location ? (
            <Text size="sm">
              Meeting link:{' '}
              <Anchor href={booked.participants.location} target="_blank" rel="noreferrer" style={{ wordBreak: 'break-all' }}>
                {booked.participants.location}
              </Anchor>
            </Text>
          ) : null}
          <Text size="sm" c="dimmed">
            The realtor has your request and answers it: they accept it, decline it or propose another time, and you are told each time. You both get a reminder an hour before.
          </Text>
          <Group justify="flex-end">
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <SegmentedControl
              fullWidth
              value={values.kind}
              onChange={(value) => set('kind')(value as TourKind)}
              data={[
                { value: 'video_tour', label: 'Video tour' },
                { value: 'person_tour', label: 'In person' },
              ]}
              aria-label="Kind of tour"
            />
            <TourTimePicker
              propertyId={propertyId}
              date={values.date}
              onDateChange={(date) => setValues((current) => ({ ...current, date, slot: null }))}
              chosen={values.slot}
              onChoose={(slot) => {
                setSlotMissing(false);
                setValues((current) => ({ ...current, slot }));
              }}
              viewerZone={zone}
              today={todayIn(zone)}
              dateError={errors.date?.[0]}
            />
            {slotMissing || errors.time?.[0] ? (
              <Text size="sm" c="red" role="alert">
                {errors.time?.[0] ?? m.slotNotOffered}
              </Text>
            ) : null}
            {values.kind === 'video_tour' ? (
              <TextInput
                label="Meeting link"
                placeholder="https://…"
                description="Leave empty and we create a Jitsi Meet link for you."
                value={values.meeting_link}
                onChange={(event) => set('meeting_link')(event.currentTarget.value)}
                error={errors.meeting_link?.[0]}
              />
            ) : null}
            <Textarea
              label="Note"
              placeholder="Anything the realtor should know"
              autosize
              minRows={2}
              value={values.note}
              onChange={(event) => set('note')(event.currentTarget.value)}
              error={errors.note?.[0]}
            />
            {book.isError && Object.keys(errors).length === 0 ? (
              <Alert color="red" variant="light">
                {messageOf(book.error, 'The tour could not be booked. Please try again.')}
              </Alert>
            ) : null}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={book.isPending}>
                Book tour
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
