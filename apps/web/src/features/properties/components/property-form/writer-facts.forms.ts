import { propertyInputSchema, type PropertyInput } from '@openhouse/shared/properties/listing';

const FACT_FIELDS = [
  'label',
  'street_address',
  'city',
  'state',
  'zip_code',
  'value',
  'property_type',
  'status',
  'bedrooms',
  'bathrooms',
  'living_area',
  'lot_size',
  'year_built',
  'features',
] as const;

/**
 * The facts typed so far that already pass their own rule: the writer gets what is known, and a
 * half-typed zip code does not turn "Write it for me" into a validation error.
 */
export function writerFacts(values: Partial<PropertyInput>): Record<string, unknown> {
  const facts: Record<string, unknown> = {};
  for (const field of FACT_FIELDS) {
    const value = values[field];
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    const parsed = propertyInputSchema.shape[field].safeParse(value);
    if (parsed.success && parsed.data !== undefined) facts[field] = parsed.data;
  }
  return facts;
}
