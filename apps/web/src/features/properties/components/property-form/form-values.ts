import type { PropertyDetail, PropertyInput } from '@openhouse/shared/properties/listing';

/** What the form starts with for a new listing: strings for typed fields, the schema coerces them. */
export const EMPTY_PROPERTY: PropertyInput = {
  label: '',
  street_address: '',
  city: '',
  state: '',
  zip_code: '',
  country: 'US',
  value: '',
  property_type: undefined as unknown as PropertyInput['property_type'],
  status: 'active',
  bedrooms: '',
  bathrooms: '',
  living_area: '',
  lot_size: '',
  year_built: '',
  description: '',
  features: [],
  featured: false,
  latitude: '',
  longitude: '',
  seller_id: null,
};

const text = (value: number | null) => (value === null ? '' : String(value));

/** The edit form's starting values from the saved listing. */
export function detailToForm(property: PropertyDetail): PropertyInput {
  return {
    label: property.label,
    street_address: property.street_address,
    city: property.city,
    state: property.state,
    zip_code: property.zip_code,
    country: 'US',
    value: String(property.value),
    property_type: property.property_type,
    status: property.status,
    bedrooms: text(property.bedrooms),
    bathrooms: text(property.bathrooms),
    living_area: text(property.living_area),
    lot_size: text(property.lot_size),
    year_built: text(property.year_built),
    description: property.description,
    features: property.features,
    featured: property.featured,
    latitude: text(property.latitude),
    longitude: text(property.longitude),
    seller_id: property.seller?.id ?? property.seller_id ?? null,
  };
}
