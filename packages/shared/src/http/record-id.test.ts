import { describe, expect, it } from 'vitest';
import { recordId, recordIdMessages } from './record-id';

describe('record ids', () => {
  it('are whole positive numbers, or digits', () => {
    for (const value of [1, 16, '16', '2147483647', 2_147_483_647, 16.0]) expect(recordId.parse(value)).toBe(Number(value));
  });

  it('refuse hexadecimal, signed, padded, exponent, fractional, oversized ids and arrays, with one message', () => {
    const refused = ['0x10', '+16', '-16', ' 16', '16 ', '016', '1e1', '16.0', '', 'NaN', '2147483648', 2_147_483_648, 0, -1, 1.5, [16], ['16'], true, null, {}];
    for (const value of refused) {
      const issues = recordId.safeParse(value).error?.issues ?? [];
      expect(issues.map((issue) => issue.message), JSON.stringify(value)).toEqual([recordIdMessages.invalid]);
    }
  });
});
