import { describe, expect, it } from 'vitest';
import { redactTokenInUrl } from './request-log';

describe('redactTokenInUrl', () => {
  it('hides a token wherever it sits in the query', () => {
    expect(redactTokenInUrl('/api/v1/export?property_id=4&duration=week&token=abcDEF123_-xyz')).toBe('/api/v1/export?property_id=4&duration=week&token=[redacted]');
    expect(redactTokenInUrl('/api/v1/property-documents/1/2/download?token=secret&x=1')).toBe('/api/v1/property-documents/1/2/download?token=[redacted]&x=1');
  });

  it('hides a contract signing token', () => {
    expect(redactTokenInUrl('/api/v1/contract-signing?signing_token=Abc_123-xyzXYZ0987654321')).toBe('/api/v1/contract-signing?signing_token=[redacted]');
    expect(redactTokenInUrl('/api/v1/contract-signing/preview?x=1&SIGNING_TOKEN=Abc_123-xyz&token=s3cret')).toBe(
      '/api/v1/contract-signing/preview?x=1&SIGNING_TOKEN=[redacted]&token=[redacted]',
    );
    expect(redactTokenInUrl('/sign/Abc_123-xyzXYZ0987654321')).toBe('/sign/[redacted]');
    expect(redactTokenInUrl('/sign/Abc_123-xyzXYZ0987654321?from=mail')).toBe('/sign/[redacted]?from=mail');
  });

  it('leaves other URLs alone', () => {
    expect(redactTokenInUrl('/api/v1/properties?q=token')).toBe('/api/v1/properties?q=token');
    expect(redactTokenInUrl('/api/v1/properties?q=signing_token&mytoken=1')).toBe('/api/v1/properties?q=signing_token&mytoken=1');
    expect(redactTokenInUrl('/properties/sign/4')).toBe('/properties/sign/4');
  });
});
