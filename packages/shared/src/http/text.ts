import { z } from 'zod';
import { validationMessages } from './validation-messages';

export const textMessages = {
  controlCharacters: 'This field may not contain control characters.',
  malformedText: 'This field holds a character that cannot be read. Please type it again.',
  /** The spec's wording for every length limit (part 1, validation: 'You must enter maximum 12 characters.'). */
  maxLength: validationMessages.maxLength,
} as const;

/** No control character (Unicode Cc: NUL, escape, backspace, DEL, the C1 range…). */
const ONE_LINE = /^\P{Cc}*$/u;
/** The same, except the line breaks and tabs of text written on several lines. */
const SEVERAL_LINES = /^(?:[\t\n\r]|\P{Cc})*$/u;
/** A UTF-16 surrogate with no partner (Unicode Cs, as a `u` pattern sees lone halves): not text in any encoding. */
const UNPAIRED_SURROGATE = /\p{Cs}/u;

/** Whether the text is well-formed Unicode (what PostgreSQL's jsonb, UTF-8 files and e-mails can hold). */
export const isWellFormedText = (text: string) => !UNPAIRED_SURROGATE.test(text);

/**
 * Text a person typed on one line (a name, a title, a search). Control characters and unpaired surrogates
 * (`"\\ud800"`: JSON can carry one, PostgreSQL's jsonb refuses it in an event payload) are refused here, in the one
 * building block every route's text field is made of: PostgreSQL cannot store NUL (the query would fail with a
 * 500), and the others only ever arrive to break a log line, a CSV cell or a page.
 */
export const singleLineText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).regex(ONE_LINE, { error: textMessages.controlCharacters }).refine(isWellFormedText, { error: textMessages.malformedText });

/** Text written on several lines (a description, a message, a reason): line breaks and tabs are kept. */
export const multiLineText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).regex(SEVERAL_LINES, { error: textMessages.controlCharacters }).refine(isWellFormedText, { error: textMessages.malformedText });

/**
 * A required field on one line, trimmed, with its limit: `required` for a missing or blank value, and the
 * limit named when it is over (a schema-wide `error` would otherwise answer "required" for a value too long).
 */
export const requiredLine = (required: string, max: number) =>
  singleLineText({ error: required }).trim().min(1, { error: required }).max(max, { error: textMessages.maxLength(max) });

/** The same for text written on several lines (a note, a comment, a reason). */
export const requiredLines = (required: string, max: number) =>
  multiLineText({ error: required }).trim().min(1, { error: required }).max(max, { error: textMessages.maxLength(max) });
