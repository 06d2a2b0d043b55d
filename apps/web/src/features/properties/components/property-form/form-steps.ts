import type { PropertyInput } from '@openhouse/shared/properties/listing';
import type { Path } from 'react-hook-form';

export type FormField = Path<PropertyInput>;

/** The form's steps in order; the first four hold the listing's fields, the last two its media. */
export const STEPS = [
  { key: 'address', label: 'Address', fields: ['label', 'street_address', 'city', 'state', 'zip_code', 'country', 'latitude', 'longitude'] },
  { key: 'facts', label: 'Facts', fields: ['property_type', 'status', 'value', 'bedrooms', 'bathrooms', 'living_area', 'lot_size', 'year_built', 'featured'] },
  { key: 'description', label: 'Description', fields: ['description', 'features'] },
  { key: 'seller', label: 'Seller', fields: ['seller_id', 'seller_invite', 'seller_invite.name', 'seller_invite.email'] },
  { key: 'photos', label: 'Photos', fields: [] },
  { key: 'documents', label: 'Documents', fields: [] },
] as const satisfies readonly { key: string; label: string; fields: readonly FormField[] }[];

export const SELLER_STEP = 3;
export const PHOTOS_STEP = 4;
export const DOCUMENTS_STEP = 5;

export const ALL_FIELDS: FormField[] = STEPS.flatMap((step) => [...step.fields]);

/**
 * The first step holding one of these fields (server 422 keys, or react-hook-form error paths such
 * as `features.2` or `seller_invite.email`), so the form can jump to where the problem is.
 */
export function firstStepWithError(fields: Iterable<string>): number | null {
  let first: number | null = null;
  for (const field of fields) {
    const root = field.split('.')[0];
    const index = STEPS.findIndex((step) => (step.fields as readonly string[]).some((name) => name === field || name.split('.')[0] === root));
    if (index !== -1 && (first === null || index < first)) first = index;
  }
  return first;
}
