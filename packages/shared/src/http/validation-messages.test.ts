import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { singleLineText } from './text';
import { validationMessages as v } from './validation-messages';

const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe("the catalogue's wording for what a schema leaves unworded", () => {
  it('replaces the validator’s own English, naming limits in the spec’s form', () => {
    expect(messageOf(singleLineText().max(120), 'x'.repeat(121))).toBe('You must enter maximum 120 characters.');
    expect(messageOf(z.string().min(6), 'abc')).toBe('You must enter minimum 6 characters.');
    expect(messageOf(z.coerce.number(), 'abc')).toBe(v.notANumber);
    expect(messageOf(z.number().int().max(2_147_483_647), 2_147_483_648)).toBe(v.maxNumber(2_147_483_647));
    expect(messageOf(z.object({ a: z.string() }), {})).toBe(v.required);
    expect(messageOf(z.enum(['a', 'b']), 'c')).toBe(v.notInList);
    expect(messageOf(z.array(z.number()).max(2), [1, 2, 3])).toBe(v.maxItems(2));
    expect(messageOf(z.email(), 'nope')).toBe(v.email);
  });

  it('leaves a message a schema gives its own', () => {
    expect(messageOf(z.string().max(3, { error: 'Too long, friend.' }), 'abcd')).toBe('Too long, friend.');
  });
});
