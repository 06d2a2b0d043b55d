import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { calendarMessages as m } from '@openhouse/shared/calendar/messages';
import { IconFileTypePdf, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { messageOf } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/notify';
import { usePrintCalendar } from '../api/calendar-api';
import type { CalendarFilterValues } from './calendar-filters';

type Printed = { kind: 'png' | 'pdf'; url: string };

type PrintCalendarButtonsProps = { month: string; zone: string; filters: CalendarFilterValues };

/**
 * 'Print Calendar' (PNG) and 'Print as PDF' (spec): 'Printing Calendar, Please Wait...' while the server draws the
 * month, then a preview; the image downloads as calendar.png.
 */
export function PrintCalendarButtons({ month, zone, filters }: PrintCalendarButtonsProps) {
  const print = usePrintCalendar();
  const [printed, setPrinted] = useState<Printed | null>(null);
  const [running, setRunning] = useState<'png' | 'pdf' | null>(null);

  const start = (kind: 'png' | 'pdf') => {
    setRunning(kind);
    print.mutate(
      { startDate: month, type: kind, timezone: zone, ...filters },
      {
        onSuccess: (answer) => {
          toastSuccess(answer.data.message);
          setPrinted({ kind, url: answer.url });
        },
        onError: (failure) => toastError(messageOf(failure, m.somethingWrong)),
        onSettled: () => setRunning(null),
      },
    );
  };

  const file = printed?.kind === 'pdf' ? 'calendar.pdf' : 'calendar.png';
  return (
    <>
      <Button size="xs" variant="default" leftSection={<IconPrinter size={14} />} onClick={() => start('png')} disabled={running !== null}>
        Print Calendar
      </Button>
      <Button size="xs" variant="default" leftSection={<IconFileTypePdf size={14} />} onClick={() => start('pdf')} disabled={running !== null}>
        Print as PDF
      </Button>
      {running ? (
        <Text size="xs" c="dimmed" role="status">
          {m.printing}
        </Text>
      ) : null}
      {printed ? (
        <Modal opened onClose={() => setPrinted(null)} title="Calendar preview" size="xl" centered>
          <Stack gap="sm">
            {printed.kind === 'png' ? (
              <img src={printed.url} alt="The printed calendar" style={{ width: '100%', height: 'auto', border: '1px solid var(--mantine-color-gray-3)' }} />
            ) : (
              <object data={printed.url} type="application/pdf" aria-label="The printed calendar" style={{ width: '100%', height: '60vh' }}>
                <Text size="sm">This browser cannot show the PDF here; download it instead.</Text>
              </object>
            )}
            <Group justify="flex-end">
              <Button component="a" href={printed.url} download={file}>
                Download
              </Button>
            </Group>
          </Stack>
        </Modal>
      ) : null}
    </>
  );
}
