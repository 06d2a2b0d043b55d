import { Box, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { clockLabel } from '@openhouse/shared/meetings/appointment-rules';
import { dayOfMonth, longDayLabel, weekdayOf, type DayEvents, type PlacedMeeting } from './calendar.views';
import { useDayDrop } from './drop-target';
import { GroupChip, MeetingChip, type GroupHandlers } from './event-chips';
import classes from './calendar.module.css';

const HOUR_PX = 44;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
/** The grid opens at 7 AM, where the working day (and the booking page's slots) begins. */
const FIRST_SHOWN_HOUR = 7;

type TimeGridViewProps = GroupHandlers & {
  days: string[];
  today: string;
  events: Map<string, DayEvents>;
  onOpenMeeting?: (meeting: PlacedMeeting) => void;
  onShowDay: (day: string) => void;
  onDropOnDay?: (day: string) => void;
};

/** The week (seven columns) or one day: all-day blocks on top, meetings placed by their time below. */
export function TimeGridView({ days, today, events, onOpenMeeting, onShowDay, onDropOnDay, ...handlers }: TimeGridViewProps) {
  const drop = useDayDrop(onDropOnDay);
  const scroller = useRef<HTMLDivElement>(null);
  // Opens at 7 AM, or at the first meeting shown when one starts earlier.
  const firstMinute = Math.min(FIRST_SHOWN_HOUR * 60, ...days.flatMap((day) => events.get(day)!.timed.map((meeting) => meeting.from)));
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = Math.floor(firstMinute / 60) * HOUR_PX;
  }, [firstMinute]);
  const columns = { gridTemplateColumns: `60px repeat(${days.length}, minmax(0, 1fr))` };
  return (
    <Box role="group" aria-label={days.length === 1 ? 'Day' : 'Week'}>
      <div className={classes.columns} style={columns}>
        <div className={classes.weekday} />
        {days.map((day) => (
          <button
            type="button"
            key={`head-${day}`}
            className={`${classes.weekday} ${day === today ? classes.today : ''}`}
            style={{ border: 0, borderRight: '1px solid var(--mantine-color-gray-3)', cursor: 'pointer' }}
            onClick={() => onShowDay(day)}
           
          >
            {weekdayOf(day)} {dayOfMonth(day)}
          </button>
        ))}
        <Text className={classes.hourLabel} style={{ transform: 'none', paddingTop: 6 }}>
          all day
        </Text>
        {days.map((day) => {
          const entry = events.get(day)!;
          return (
            <div key={`all-${day}`} className={`${classes.allDay} ${drop.over === day ? classes.dropping : ''}`} role="group" aria-label={longDayLabel(day)} {...drop.props(day)}>
              {entry.groups.map((group) => (
                <GroupChip key={group.id} group={group} day={day} {...handlers} />
              ))}
              {entry.allDay.map((meeting) => (
                <MeetingChip key={meeting.id} meeting={meeting} onOpen={onOpenMeeting} />
              ))}
            </div>
          );
        })}
      </div>
      {/* It scrolls on its own: a keyboard reaches and scrolls it only if it takes the focus (axe: scrollable-region-focusable). */}
      <div className={classes.hours} ref={scroller} tabIndex={0} role="region" aria-label="Hours of the day">
        <div className={classes.columns} style={{ ...columns, height: HOUR_PX * 24 }}>
          <div>
            {HOURS.map((hour) => (
              <div key={hour} className={classes.hourLabel} style={{ height: HOUR_PX }}>
                {hour === 0 ? '' : clockLabel(`${String(hour).padStart(2, '0')}:00`)}
              </div>
            ))}
          </div>
          {days.map((day) => (
            <div key={`col-${day}`} className={classes.dayColumn} style={{ backgroundSize: `100% ${HOUR_PX}px` }}>
              {events.get(day)!.timed.map((meeting) => (
                <MeetingChip
                  key={meeting.id}
                  meeting={meeting}
                  onOpen={onOpenMeeting}
                  style={{ position: 'absolute', left: 2, right: 2, top: (meeting.from / 60) * HOUR_PX, height: Math.max(((meeting.to - meeting.from) / 60) * HOUR_PX - 2, 18), whiteSpace: 'normal' }}
                />
              ))}
            </div>
          ))}
        </div>
      </div>
    </Box>
  );
}
