import { taskGroupDays, viewRange } from '@openhouse/shared/calendar/rules';
import type { Calendar } from '@openhouse/shared/calendar/schemas';
import { clockLabel } from '@openhouse/shared/meetings/appointment-rules';
import { formatMeetingTime } from '@openhouse/shared/meetings/rules';

/** The spec's print size (part 2, section 9): 1300 x 1080 px. */
export const PRINT_WIDTH = 1300;
export const PRINT_HEIGHT = 1080;

const HEADER = 70;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const ROW_HEIGHT = 18;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

type Line = { text: string; color: string | null };

/** What each day of the grid lists: task groups first (in their project's colour), then meetings by time. */
function linesByDay(calendar: Calendar, days: string[]): Map<string, Line[]> {
  const lines = new Map<string, Line[]>(days.map((day) => [day, []]));
  for (const group of calendar.task_groups) {
    const span = taskGroupDays(group.date);
    if (!span) continue;
    for (const day of days) if (day >= span.first && day <= span.last) lines.get(day)!.push({ text: group.title, color: group.color });
  }
  for (const meeting of calendar.meetings) {
    const start = formatMeetingTime(meeting.start, calendar.zone);
    const label = meeting.all_day ? 'All day' : clockLabel(start.slice(11, 16));
    lines.get(start.slice(0, 10))?.push({ text: `${label} ${meeting.subject}`, color: null });
  }
  return lines;
}

/**
 * The month around `anchor` as the screen's month view draws it (six weeks from the Sunday before the 1st), as SVG
 * of the print size: the same events the page shows, for the PNG and the PDF alike.
 */
export function calendarMonthSvg(calendar: Calendar, anchor: string): string {
  const { start } = viewRange('month', anchor);
  const days = Array.from({ length: 42 }, (_, index) => new Date(Date.parse(`${start}T00:00:00Z`) + index * 86_400_000).toISOString().slice(0, 10));
  const lines = linesByDay(calendar, days);
  const cellWidth = (PRINT_WIDTH - 40) / 7;
  const cellHeight = (PRINT_HEIGHT - HEADER - 40) / 6;
  const perCell = Math.floor((cellHeight - 26) / ROW_HEIGHT);
  const month = anchor.slice(0, 7);
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PRINT_WIDTH}" height="${PRINT_HEIGHT}" viewBox="0 0 ${PRINT_WIDTH} ${PRINT_HEIGHT}" font-family="DejaVu Sans, Arial, sans-serif">`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    `<text x="20" y="42" font-size="28" font-weight="bold" fill="#1a1b1e">${escapeXml(`${MONTHS[Number(anchor.slice(5, 7)) - 1]} ${anchor.slice(0, 4)}`)}</text>`,
    `<text x="${PRINT_WIDTH - 20}" y="42" font-size="14" text-anchor="end" fill="#495057">${escapeXml(`${calendar.owner.name} · Times in ${calendar.zone}`)}</text>`,
  ];
  WEEKDAYS.forEach((weekday, column) => parts.push(`<text x="${20 + column * cellWidth + 6}" y="${HEADER + 10}" font-size="13" font-weight="bold" fill="#495057">${weekday}</text>`));
  days.forEach((day, index) => {
    const x = 20 + (index % 7) * cellWidth;
    const y = HEADER + 20 + Math.floor(index / 7) * cellHeight;
    const outside = day.slice(0, 7) !== month;
    parts.push(`<rect x="${x}" y="${y}" width="${cellWidth}" height="${cellHeight}" fill="${outside ? '#f8f9fa' : '#ffffff'}" stroke="#dee2e6"/>`);
    parts.push(`<text x="${x + cellWidth - 8}" y="${y + 17}" font-size="13" text-anchor="end" font-weight="bold" fill="${outside ? '#868e96' : '#1a1b1e'}">${Number(day.slice(8, 10))}</text>`);
    const entries = lines.get(day)!;
    const shown = entries.length > perCell ? entries.slice(0, perCell - 1) : entries;
    shown.forEach((line, row) => {
      const top = y + 24 + row * ROW_HEIGHT;
      if (line.color) parts.push(`<rect x="${x + 4}" y="${top}" width="${cellWidth - 8}" height="${ROW_HEIGHT - 2}" rx="3" fill="${line.color}"/>`);
      parts.push(`<text x="${x + 8}" y="${top + 12}" font-size="11" fill="${line.color ? '#ffffff' : '#1a1b1e'}">${escapeXml(clip(line.text, 26))}</text>`);
    });
    if (shown.length < entries.length) parts.push(`<text x="${x + 8}" y="${y + 24 + shown.length * ROW_HEIGHT + 12}" font-size="11" fill="#1864ab">+${entries.length - shown.length} more</text>`);
  });
  parts.push('</svg>');
  return parts.join('');
}
