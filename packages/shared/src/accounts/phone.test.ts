import { describe, expect, it } from 'vitest';
import { checkUsPhone, formatUsPhone, maskPhone } from './phone';

describe('checkUsPhone', () => {
  it('stores a valid US number as E.164 whatever the punctuation', () => {
    expect(checkUsPhone('(415) 555-2671')).toEqual({ ok: true, e164: '+14155552671' });
    expect(checkUsPhone('+1 415 555 2671')).toEqual({ ok: true, e164: '+14155552671' });
  });

  it('names why a number is refused', () => {
    expect(checkUsPhone('  ')).toEqual({ ok: false, reason: 'empty' });
    expect(checkUsPhone('415-555')).toEqual({ ok: false, reason: 'too_short' });
    expect(checkUsPhone('000-000-0000')).toEqual({ ok: false, reason: 'invalid' });
    expect(checkUsPhone('+44 20 7946 0958')).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('formatUsPhone and maskPhone', () => {
  it('drops +1 and groups the digits', () => {
    expect(formatUsPhone('+14155552671')).toBe('415-555-2671');
    expect(formatUsPhone(null)).toBe('');
  });

  it('shows only the last two digits', () => {
    expect(maskPhone('+14155552671')).toBe('***-***-**71');
  });
});
