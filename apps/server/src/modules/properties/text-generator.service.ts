import type { textGeneratorInputSchema } from '@openhouse/shared/properties/listing';
import { propertyMessages as m } from '@openhouse/shared/properties/messages';
import type { z } from 'zod';
import type { ListingFacts } from '../../platform/ai/ai';
import type { Actor } from '../../platform/auth/session';
import type { Platform } from '../../platform/context';
import { propertyAccess, type PropertyRow } from './properties.access';

function factsOf(property: PropertyRow): ListingFacts {
  return {
    label: property.label,
    property_type: property.property_type,
    street_address: property.street_address,
    city: property.city,
    state: property.state,
    value: property.value,
    bedrooms: property.bedrooms ?? undefined,
    bathrooms: property.bathrooms ?? undefined,
    living_area: property.living_area ?? undefined,
    lot_size: property.lot_size ?? undefined,
    year_built: property.year_built ?? undefined,
    features: property.features,
  };
}

/** Only the facts the writer uses, without empty values, so the form's blanks never hide stored facts. */
function given(facts: Partial<Record<keyof ListingFacts, unknown>> | undefined): ListingFacts {
  const keys: (keyof ListingFacts)[] = ['label', 'property_type', 'street_address', 'city', 'state', 'value', 'bedrooms', 'bathrooms', 'living_area', 'lot_size', 'year_built', 'features'];
  const picked: Record<string, unknown> = {};
  for (const key of keys) {
    const value = facts?.[key];
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    picked[key] = value;
  }
  return picked as ListingFacts;
}

/**
 * POST /text-generator: listing copy from a listing's stored facts (when property_id names one the caller
 * manages) merged with what the form holds now, which wins.
 */
export async function generateListingText(
  platform: Platform,
  actor: Actor,
  input: z.output<typeof textGeneratorInputSchema>,
): Promise<{ message: string; data: { text: string; source: 'built-in' | 'ai' } }> {
  const stored = input.property_id ? factsOf(await propertyAccess.require(platform.db, actor, 'manage', input.property_id)) : {};
  const facts = { ...given(stored), ...given(input.facts) };
  const result = await platform.ai.writeListing(facts, input.tone);
  return { message: m.textGenerated, data: result };
}
