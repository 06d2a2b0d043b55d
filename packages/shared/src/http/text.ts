import { z } from 'zod';

export const textMessages = {
  controlCharacters: 'This field may not contain control characters.',
} as const;

/** No control character (Unicode Cc: NUL, escape, backspace, DEL, the C1 range…). */
const ONE_LINE = /^\P{Cc}*$/u;
/** The same, except the line breaks and tabs of text written on several lines. */
const SEVERAL_LINES = /^(?:[\t\n\r]|\P{Cc})*$/u;

/**
 * Text a person typed on one line (a name, a title, a search). Control characters are refused here, in the one
 * building block every route's text field is made of: PostgreSQL cannot store NUL (the query would fail with a
 * 500), and the others only ever arrive to break a log line, a CSV cell or a page.
 */
export const singleLineText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).regex(ONE_LINE, { error: textMessages.controlCharacters });

/** Text written on several lines (a description, a message, a reason): line breaks and tabs are kept. */
export const multiLineText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).regex(SEVERAL_LINES, { error: textMessages.controlCharacters });
