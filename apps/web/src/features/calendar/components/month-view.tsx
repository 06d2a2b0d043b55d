import { Box } from '@mantine/core';
import { dayOfMonth, longDayLabel, weekdayOf, type DayEvents, type PlacedMeeting } from './calendar.views';
import { useDayDrop } from './drop-target';
import { GroupChip, MeetingChip, type GroupHandlers } from './event-chips';
import classes from './calendar.module.css';

/** How many events a day cell lists before '+N more' (which opens the day). */
const SHOWN_PER_DAY = 3;

type MonthViewProps = GroupHandlers & {
  days: string[];
  month: string;
  today: string;
  events: Map<string, DayEvents>;
  onOpenMeeting?: (meeting: PlacedMeeting) => void;
  onShowDay: (day: string) => void;
  onDropOnDay?: (day: string) => void;
};

/** Six weeks from the Sunday before the 1st: task groups as all-day blocks, then meetings by time. */
export function MonthView({ days, month, today, events, onOpenMeeting, onShowDay, onDropOnDay, ...handlers }: MonthViewProps) {
  const drop = useDayDrop(onDropOnDay);
  return (
    <Box className={classes.grid} role="group" aria-label="Month">
      {days.slice(0, 7).map((day) => (
        <div key={`head-${day}`} className={classes.weekday}>
          {weekdayOf(day)}
        </div>
      ))}
      {days.map((day) => {
        const entry = events.get(day)!;
        const items = [
          ...entry.groups.map((group) => <GroupChip key={`g${group.id}`} group={group} day={day} {...handlers} />),
          ...[...entry.allDay, ...entry.timed].map((meeting) => <MeetingChip key={`m${meeting.id}`} meeting={meeting} onOpen={onOpenMeeting} />),
        ];
        const cellClass = [classes.cell, day.slice(0, 7) !== month ? classes.outside : '', drop.over === day ? classes.dropping : ''].join(' ');
        return (
          <div key={day} className={cellClass} role="group" aria-label={longDayLabel(day)} {...drop.props(day)}>
            <button type="button" className={`${classes.dayNumber} ${day === today ? classes.today : ''}`} onClick={() => onShowDay(day)} aria-label={`Open ${day}`}>
              {dayOfMonth(day)}
            </button>
            {items.slice(0, SHOWN_PER_DAY)}
            {items.length > SHOWN_PER_DAY ? (
              <button type="button" className={classes.more} onClick={() => onShowDay(day)}>
                +{items.length - SHOWN_PER_DAY} more
              </button>
            ) : null}
          </div>
        );
      })}
    </Box>
  );
}
