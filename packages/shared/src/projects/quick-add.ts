import { formatMeetingTime } from '../meetings/rules';
import { endOneHourAfter, TASK_DAY_END_MINUTES, TASK_DAY_START_MINUTES, TASK_TIME_STEP_MINUTES } from './rules';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The dates a task added by its title alone gets: today at the picker's next half hour (07:00 to 19:00 on the
 * project's clock), and an hour later, as choosing a start on the picker does. Past the picker's last start, the
 * next morning at 07:00.
 */
export function proposedTaskDates(now: Date, zone: string): { start: string; end: string } {
  const wall = formatMeetingTime(now, zone);
  const minutes = Number(wall.slice(11, 13)) * 60 + Number(wall.slice(14, 16));
  const next = Math.max(TASK_DAY_START_MINUTES, Math.ceil((minutes + 1) / TASK_TIME_STEP_MINUTES) * TASK_TIME_STEP_MINUTES);
  let start: string;
  if (next <= TASK_DAY_END_MINUTES) start = `${wall.slice(0, 10)} ${twoDigits(Math.floor(next / 60))}:${twoDigits(next % 60)}:00`;
  else start = `${formatMeetingTime(new Date(now.getTime() + 24 * 3_600_000), zone).slice(0, 10)} 07:00:00`;
  return { start, end: endOneHourAfter(start) };
}
