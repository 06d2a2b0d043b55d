import { z } from 'zod';
// Installs the catalogue's wording for what a schema leaves unworded.
import './validation-messages';

export const recordIdMessages = {
  invalid: 'This id is not valid.',
} as const;

/** Digits only, no sign, no leading zero, at most ten: the only way a path, a query or a form field writes an id. */
const ID_DIGITS = /^[1-9][0-9]{0,9}$/;
const error = recordIdMessages.invalid;

/**
 * A record's id as a request names it: a positive whole number that fits PostgreSQL's integer, written as a JSON
 * number or as digits. `0x10`, `+16`, ` 16`, `016`, `1e1` and `[16]` name nothing (docs/API.md, Errors): a
 * loose coercion read them all as 16. A larger number names nothing either, and refused here it never reaches a
 * query, where PostgreSQL would fail on it.
 */
export const recordId = z
  .union([z.number({ error }), z.string({ error }).regex(ID_DIGITS, { error }).transform(Number)], { error })
  .pipe(z.number({ error }).int({ error }).positive({ error }).max(2_147_483_647, { error }));

/** Text that reads as a number becomes one; anything else is left for the schema to judge. */
const textToNumber = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value);

/**
 * A number as a form or a JSON body writes it: a JSON number, or text that reads as one. Never an array, a
 * boolean or an object, which a bare coercion reads ([2] as 2, true as 1): `numeric(z.number().int())`.
 */
export const numeric = <T extends z.ZodType>(schema: T) => z.preprocess(textToNumber, schema);

/** Yes or no as forms write it (true, 1, 'true', '1' and their opposites); an array or anything else is refused. */
export const booleanFlag = z.preprocess(
  (value) => (value === 'true' || value === 1 || value === '1' ? true : value === 'false' || value === 0 || value === '0' ? false : value),
  z.boolean(),
);
