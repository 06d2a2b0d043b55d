/**
 * Calendar printing (`BENCH_ONLY=print npm run bench`): the built-in printer (SVG drawn on the server, a PNG
 * through sharp, a PDF through pdf-lib) prints a month of 500 events to a PNG and to a PDF, in this process, as
 * the print route does. One warm-up print (it loads sharp and pdf-lib), then PRINT_RUNS (default 5) of both.
 * Target: the median of a PNG and a PDF together at most 2 s (the calendar issue's figure).
 */
import { svgCalendarPrinter } from '../src/modules/calendar/calendar-printer';
import { busyMonth } from '../test/fixtures/busy-month';
import { record } from './bench-results';

const RUNS = Number(process.env.PRINT_RUNS ?? 5);
const TARGET_MS = 2000;
const MONTH = '2027-03-01';

export async function calendarPrint(): Promise<void> {
  const calendar = busyMonth();
  await svgCalendarPrinter.print(calendar, MONTH, 'pdf');
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await svgCalendarPrinter.print(calendar, MONTH, 'png');
    await svgCalendarPrinter.print(calendar, MONTH, 'pdf');
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  record('print.month500.median', median, 'ms', 'lower');
  console.log(`\nCalendar print, a month of ${calendar.task_groups.length + calendar.meetings.length} events to a PNG and a PDF (${RUNS} runs): median ${median.toFixed(0)} ms, slowest ${times.at(-1)!.toFixed(0)} ms`);
  console.log(`print target <= ${TARGET_MS} ms: ${median <= TARGET_MS ? 'met' : 'NOT met (FAIL)'} (${median.toFixed(0)} ms)`);
}
