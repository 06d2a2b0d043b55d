import { describe, expect, it } from 'vitest';
import { sixDigitCodeSchema } from './code-schemas';
import { userNameSchema } from './fields';
import { isSixDigitCode, isUserName } from './rules';

// The predicates let a page check as the user types without zod; they must agree with the schemas exactly.
describe('account rules without zod', () => {
  it('isSixDigitCode accepts what sixDigitCodeSchema accepts', () => {
    for (const code of ['012091', ' 482913 ', '12091', '1234567', '12a456', '', 12091, 7, -12091, 12.5, 1234567]) {
      expect(isSixDigitCode(code), String(code)).toBe(sixDigitCodeSchema.safeParse(code).success);
    }
  });

  it('isUserName accepts what userNameSchema accepts', () => {
    for (const name of ['jane', ' Jane.Doe ', 'abc', 'a'.repeat(50), 'a'.repeat(51), 'jane doe', 'jane_doe-1', 'jané', '', 'ja\u0000ne']) {
      expect(isUserName(name), name).toBe(userNameSchema.safeParse(name).success);
    }
  });
});
