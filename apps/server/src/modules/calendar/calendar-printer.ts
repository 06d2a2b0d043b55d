import type { Calendar } from '@openhouse/shared/calendar/schemas';
import { calendarMonthSvg, PRINT_HEIGHT, PRINT_WIDTH } from './calendar-svg';
import { loadSharp } from '../../platform/images/sharp';

export type PrintKind = 'png' | 'pdf';
export type PrintedCalendar = { contentType: string; body: Buffer };

/**
 * Prints a month of a calendar. The built-in printer draws it as SVG and converts it here, so it needs no browser;
 * an adapter rendering the page itself in Chromium could take its place behind this type.
 */
export type CalendarPrinter = { print: (calendar: Calendar, anchor: string, kind: PrintKind) => Promise<PrintedCalendar> };

/** 1300 x 1080 px at 96 px per inch, in PDF points (72 per inch): landscape, scale 1, no margins (spec). */
const PAGE_WIDTH_PT = (PRINT_WIDTH * 72) / 96;
const PAGE_HEIGHT_PT = (PRINT_HEIGHT * 72) / 96;

export const svgCalendarPrinter: CalendarPrinter = {
  async print(calendar, anchor, kind) {
    const sharp = loadSharp();
    const drawn = sharp(Buffer.from(calendarMonthSvg(calendar, anchor)));
    if (kind === 'png') return { contentType: 'image/png', body: await drawn.png({ compressionLevel: 6 }).toBuffer() };
    // A JPEG goes into a PDF as it is; a PNG would be decoded and compressed again in JavaScript (seconds, not milliseconds).
    const jpeg = await drawn.jpeg({ quality: 92 }).toBuffer();
    const { PDFDocument } = await import('pdf-lib');
    const pdf = await PDFDocument.create();
    pdf.setTitle(`Calendar ${anchor.slice(0, 7)}`);
    pdf.setCreator('Openhouse');
    // The events in words too, so the PDF can be searched for them (the page itself is the picture).
    pdf.setKeywords([...new Set([...calendar.task_groups.map((group) => group.title), ...calendar.meetings.map((meeting) => meeting.subject)])]);
    const page = pdf.addPage([PAGE_WIDTH_PT, PAGE_HEIGHT_PT]);
    page.drawImage(await pdf.embedJpg(jpeg), { x: 0, y: 0, width: PAGE_WIDTH_PT, height: PAGE_HEIGHT_PT });
    return { contentType: 'application/pdf', body: Buffer.from(await pdf.save()) };
  },
};
