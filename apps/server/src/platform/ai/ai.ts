import type { PropertyType } from '@openhouse/shared/properties/listing';
import { summariseExtractively } from './extractive-summary';
import { writeListingBuiltIn } from './listing-writer';
import { createOpenAiCompatible } from './openai-compatible';

/** What the listing writer knows about a home; every fact is optional (the form may be half filled). */
export type ListingFacts = {
  label?: string;
  property_type?: PropertyType;
  street_address?: string;
  city?: string;
  state?: string;
  value?: number;
  bedrooms?: number;
  bathrooms?: number;
  living_area?: number;
  lot_size?: number;
  year_built?: number;
  features?: string[];
};

export type ListingTone = 'warm' | 'professional' | 'luxury';
export type AiSource = 'built-in' | 'ai';

/**
 * The one AI interface (docs/DECISIONS.md, AI): listing copy and document summaries. The built-in
 * implementation works offline; an OpenAI-compatible endpoint is used when AI_BASE_URL is set.
 */
export type Ai = {
  writeListing(facts: ListingFacts, tone: ListingTone): Promise<{ text: string; source: AiSource }>;
  /** `instruction` is the reader's prompt; the built-in summariser, which only picks sentences, does not read it. */
  summarise(text: string, instruction?: string): Promise<{ summary: string; source: AiSource }>;
};

export const builtInAi: Ai = {
  writeListing: async (facts, tone) => ({ text: writeListingBuiltIn(facts, tone), source: 'built-in' }),
  summarise: async (text) => ({ summary: summariseExtractively(text), source: 'built-in' }),
};

export type AiConfig = { AI_BASE_URL?: string; AI_API_KEY?: string; AI_MODEL: string };

export function createAi(config: AiConfig): Ai {
  if (!config.AI_BASE_URL) return builtInAi;
  return createOpenAiCompatible({ baseUrl: config.AI_BASE_URL, apiKey: config.AI_API_KEY, model: config.AI_MODEL });
}
