import { describe, expect, it } from 'vitest';
import { redactTokenInUrl } from './request-log';

describe('redactTokenInUrl', () => {
  it('hides a token wherever it sits in the query', () => {
    expect(redactTokenInUrl('/api/v1/export?property_id=4&duration=week&token=abcDEF123_-xyz')).toBe('/api/v1/export?property_id=4&duration=week&token=[redacted]');
    expect(redactTokenInUrl('/api/v1/property-documents/1/2/download?token=secret&x=1')).toBe('/api/v1/property-documents/1/2/download?token=[redacted]&x=1');
  });

  it('leaves other URLs alone', () => {
    expect(redactTokenInUrl('/api/v1/properties?q=token')).toBe('/api/v1/properties?q=token');
  });
});
