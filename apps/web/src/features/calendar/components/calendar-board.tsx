import { Alert, Box, Paper } from '@mantine/core';
import { calendarMessages as m } from '@openhouse/shared/calendar/messages';
import type { Calendar } from '@openhouse/shared/calendar/schemas';
import { useMemo, useRef, useState } from 'react';
import { LoadingRows } from '../../../components/loading-rows';
import { messageOf } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/notify';
import { useUpdateTaskGroupDates } from '../api/calendar-api';
import { CalendarToolbar } from './calendar-toolbar';
import { draggedDates } from './drag-dates';
import { eventsByDay, type PlacedGroup, type PlacedMeeting } from './calendar.views';
import { MonthView } from './month-view';
import { TaskGroupDialog } from './task-group-dialog';
import { TimeGridView } from './time-grid-view';
import type { CalendarNavigation } from './use-calendar-navigation';

type CalendarBoardProps = {
  nav: CalendarNavigation;
  calendar: Calendar | undefined;
  zone: string;
  isPending: boolean;
  error: unknown;
  /** Signed-in readers open meetings; a visitor through a link only sees them. */
  onOpenMeeting?: (meeting: PlacedMeeting) => void;
  /** Whether task groups may be dragged (never through a public link). */
  editable: boolean;
};

/**
 * The calendar's toolbar and its month, week or day view. Dragging a task group to another day moves it at once
 * and asks the server; a refusal puts it back and shows the server's message. A resize past the group's start
 * is refused before anything is sent (draggedDates).
 */
export function CalendarBoard({ nav, calendar, zone, isPending, error, onOpenMeeting, editable }: CalendarBoardProps) {
  const [openGroup, setOpenGroup] = useState<PlacedGroup | null>(null);
  const [moved, setMoved] = useState<Record<number, string>>({});
  // A move drags the whole group; a resize drags its end only.
  const dragged = useRef<{ group: PlacedGroup; day: string; end?: true } | null>(null);
  const update = useUpdateTaskGroupDates();

  const groups = useMemo(() => (calendar?.task_groups ?? []).map((group) => (moved[group.id] ? { ...group, date: moved[group.id]! } : group)), [calendar, moved]);
  const events = useMemo(() => eventsByDay(nav.days, groups, calendar?.meetings ?? [], zone), [nav.days, groups, calendar, zone]);

  const dropOnDay = (day: string) => {
    const drag = dragged.current;
    dragged.current = null;
    if (!drag) return;
    const outcome = draggedDates(drag.group.date, drag.day, day, Boolean(drag.end));
    if (outcome.kind === 'refused') {
      toastError(outcome.message);
      return;
    }
    if (outcome.kind === 'none') return;
    const { body } = outcome;
    // The server judges the new dates by the dialog's rule, and a refusal puts the group back with its message.
    setMoved((current) => ({ ...current, [drag.group.id]: `${body.start_date}|${body.end_date}` }));
    update.mutate(
      { id: drag.group.id, body },
      {
        onSuccess: (answer) => toastSuccess(answer.message),
        onError: (failure) => toastError(messageOf(failure, m.somethingWrong)),
        // The reloaded calendar holds the truth either way: the new dates, or the old ones after a refusal.
        onSettled: () =>
          setMoved((current) => {
            const { [drag.group.id]: _, ...rest } = current;
            return rest;
          }),
      },
    );
  };

  const handlers = {
    onOpenGroup: setOpenGroup,
    ...(editable
      ? {
          onDragGroup: (group: PlacedGroup, day: string) => (dragged.current = { group, day }),
          onResizeGroup: (group: PlacedGroup, day: string) => (dragged.current = { group, day, end: true }),
        }
      : {}),
  };
  const viewProps = { days: nav.days, today: nav.today, events, onOpenMeeting, onShowDay: nav.showDay, onDropOnDay: editable ? dropOnDay : undefined, ...handlers };

  return (
    <Paper withBorder p={{ base: 'xs', sm: 'md' }}>
      <CalendarToolbar title={nav.title} view={nav.view} zone={zone} onView={nav.setView} onToday={nav.goToday} onStep={nav.step} busy={isPending} />
      {error ? (
        <Alert color="red" variant="light" mb="sm">
          {messageOf(error, m.somethingWrong)}
        </Alert>
      ) : null}
      {isPending && !calendar ? (
        <LoadingRows label="Loading calendar" count={6} />
      ) : (
        <Box style={{ overflowX: 'auto' }} data-testid="calendar-view">
          {nav.view === 'month' ? <MonthView month={nav.anchor.slice(0, 7)} {...viewProps} /> : <TimeGridView {...viewProps} />}
        </Box>
      )}
      {calendar && calendar.task_groups.length === 0 && calendar.meetings.length === 0 ? (
        <Alert variant="light" color="gray" mt="sm">
          Nothing on the calendar in these dates.
        </Alert>
      ) : null}
      {openGroup ? <TaskGroupDialog group={openGroup} onClose={() => setOpenGroup(null)} /> : null}
    </Paper>
  );
}
