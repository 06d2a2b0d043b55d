import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS, isCommonPassword } from './common-passwords';

describe('isCommonPassword', () => {
  it('refuses passwords from the common list, whatever the case', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('123456')).toBe(true);
    expect(isCommonPassword('qwerty')).toBe(true);
    expect(isCommonPassword('Password')).toBe(true);
    expect(isCommonPassword('PASSWORD')).toBe(true);
  });

  it('accepts a random-looking password', () => {
    expect(isCommonPassword('Zq7#mP2x')).toBe(false);
  });

  it('holds at least 900 entries', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(900);
  });
});
