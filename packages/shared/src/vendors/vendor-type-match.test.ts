import { describe, expect, it } from 'vitest';
import { matchVendorType } from './vendor-type-match';
import { vendorInputSchema } from './vendor-schemas';
import { VENDOR_TYPES } from './vendor-types';

describe('matchVendorType', () => {
  it('takes every listed type in any case and spacing', () => {
    for (const type of VENDOR_TYPES) {
      expect(matchVendorType(type.toUpperCase())).toBe(type);
      expect(matchVendorType(`  ${type.toLowerCase().replace(' ', '   ')} `)).toBe(type);
    }
  });

  it('takes plurals and close synonyms', () => {
    expect(matchVendorType('Inspector')).toBe('Home inspector');
    expect(matchVendorType('home-inspection')).toBe('Home inspector');
    expect(matchVendorType('Plumbers')).toBe('Plumber');
    expect(matchVendorType('Title Companies')).toBe('Title company');
    expect(matchVendorType('Lawyer')).toBe('Attorney');
    expect(matchVendorType('mortgage broker')).toBe('Lender');
  });

  it('takes nothing it does not know', () => {
    for (const given of ['', '  ', 'Astronaut', 'Plumb', 'Home']) expect(matchVendorType(given), given).toBeUndefined();
  });

  it('is what the vendor form and import accept', () => {
    const base = { name: 'Ivy', user_name: 'ivyinspects', email: 'ivy@example.com' };
    expect(vendorInputSchema.parse({ ...base, vendor_type: 'inspector' }).vendor_type).toBe('Home inspector');
    expect(vendorInputSchema.safeParse({ ...base, vendor_type: 'Astronaut' }).success).toBe(false);
  });
});
