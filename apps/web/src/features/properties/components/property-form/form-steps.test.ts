import { describe, expect, it } from 'vitest';
import { firstStepWithError } from './form-steps';
import { writerFacts } from './writer-facts.forms';

describe('property form steps', () => {
  it('finds the first step holding a failing field, nested paths included', () => {
    expect(firstStepWithError(['value', 'zip_code'])).toBe(0);
    expect(firstStepWithError(['features.2'])).toBe(2);
    expect(firstStepWithError(['seller_invite.email'])).toBe(3);
    expect(firstStepWithError(['unknown'])).toBeNull();
  });

  it('gives the writer only the facts that already pass their rule', () => {
    expect(writerFacts({ city: 'Oakland', zip_code: '946', value: '$1,250,000', bedrooms: '3', features: [], description: 'x' })).toEqual({
      city: 'Oakland',
      value: 1250000,
      bedrooms: 3,
    });
  });
});
