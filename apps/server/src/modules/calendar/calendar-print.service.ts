import { calendarMessages as m } from '@openhouse/shared/calendar/messages';
import { viewRange } from '@openhouse/shared/calendar/rules';
import type { printCalendarSchema } from '@openhouse/shared/calendar/schemas';
import type { z } from 'zod';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { svgCalendarPrinter, type CalendarPrinter } from './calendar-printer';
import { myCalendar } from './calendar.service';

/**
 * POST /calendar/print ('Print Calendar', 'Print as PDF'): the month the page shows, with the same filters and the
 * same events, printed to the spec's 1300 x 1080 px.
 */
export async function printCalendar(platform: Platform, actor: Actor, input: z.output<typeof printCalendarSchema>, printer: CalendarPrinter = svgCalendarPrinter) {
  const range = viewRange('month', input.startDate);
  const { data } = await myCalendar(platform, actor, {
    startingDate: range.start,
    endingDate: range.end,
    timezone: input.timezone,
    project_uuid: input.project_uuid,
    milestone_id: input.milestone_id,
    vendor_id: input.vendor_id,
  });
  const printed = await printer.print(data, input.startDate, input.type);
  return { url: `data:${printed.contentType};base64,${printed.body.toString('base64')}`, data: { message: m.printed } };
}
