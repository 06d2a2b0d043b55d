import { formatPrice } from '@openhouse/shared/format/money';
import { propertyTypeLabels } from '@openhouse/shared/properties/listing';
import type { ListingFacts, ListingTone } from './ai';

const number = new Intl.NumberFormat('en-US');

const openers: Record<ListingTone, (home: string, place: string) => string> = {
  warm: (home, place) => `Welcome home to this inviting ${home}${place}.`,
  professional: (home, place) => `Presenting a well-kept ${home}${place}.`,
  luxury: (home, place) => `An exceptional ${home}${place}, offering refined living at every turn.`,
};

const closers: Record<ListingTone, string> = {
  warm: 'Come see it in person and picture yourself at home here.',
  professional: 'Contact the listing agent for details or to arrange a private showing.',
  luxury: 'Private showings are available by appointment for qualified buyers.',
};

/** "a, b and c" */
function list(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function homeWords(facts: ListingFacts): string {
  const type = facts.property_type ? propertyTypeLabels[facts.property_type].toLowerCase() : null;
  if (facts.property_type === 'land') return 'parcel of land';
  const size = [
    facts.bedrooms !== undefined ? `${facts.bedrooms}-bedroom` : null,
    facts.bathrooms !== undefined ? `${facts.bathrooms}-bath` : null,
  ].filter(Boolean);
  const noun = type && type !== 'other' ? `${type} home` : 'home';
  return [size.join(', '), noun].filter(Boolean).join(' ');
}

function placeWords(facts: ListingFacts): string {
  if (facts.city && facts.state) return ` in ${facts.city}, ${facts.state}`;
  if (facts.city) return ` in ${facts.city}`;
  return '';
}

function spaceSentence(facts: ListingFacts, tone: ListingTone): string | null {
  const living = facts.living_area ? `${number.format(facts.living_area)} sq ft of living space` : null;
  const lot = facts.lot_size ? `a ${number.format(facts.lot_size)} sq ft lot` : null;
  if (living && lot) return tone === 'luxury' ? `Its ${living} unfold across ${lot}.` : `It offers ${living} on ${lot}.`;
  if (living) return `It offers ${living}, with room to live, work and unwind.`;
  if (lot) return `It sits on ${lot} with room to grow.`;
  return null;
}

/** A feature that only restates a count the text already gives ("3 bedrooms", "1,850 sq ft"). */
const RESTATED_FACT = /^\s*[\d.,]+\s*-?\s*(bed(room)?s?|bath(room)?s?|sq\.?\s*ft|square\s+feet|car\s+garage)?\s*$|^\s*[\d.,]+\s*-?\s*(bed(room)?|bath(room)?)s?\b/i;

/** The features worth a mention: each once (whatever its case), none restating the rooms or the size. */
function highlights(features: readonly string[] | undefined): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const feature of features ?? []) {
    const text = feature.trim();
    const key = text.toLowerCase();
    if (!text || seen.has(key) || RESTATED_FACT.test(text)) continue;
    seen.add(key);
    kept.push(text);
  }
  return kept.slice(0, 6);
}

function ageSentence(facts: ListingFacts): string | null {
  if (!facts.year_built) return null;
  const age = new Date().getUTCFullYear() - facts.year_built;
  if (age <= 3) return `Built in ${facts.year_built}, it is practically new.`;
  if (age >= 70) return `Built in ${facts.year_built}, it carries the character of its era.`;
  return `Built in ${facts.year_built}, it has been cared for over the years.`;
}

/**
 * The built-in listing writer: a few honest sentences composed from the facts alone (nothing invented),
 * so a realtor gets a useful first draft without any AI service. Each fact is stated once: the opening
 * names the rooms, so no later sentence or highlight repeats them.
 */
export function writeListingBuiltIn(facts: ListingFacts, tone: ListingTone): string {
  const features = highlights(facts.features);
  const sentences = [
    openers[tone](homeWords(facts), placeWords(facts)),
    facts.street_address && facts.city ? `You will find it at ${facts.street_address}.` : null,
    spaceSentence(facts, tone),
    ageSentence(facts),
    features.length > 0 ? `Highlights include ${list(features.map((feature) => feature.toLowerCase()))}.` : null,
    facts.value ? `Offered at ${formatPrice(facts.value)}.` : null,
    closers[tone],
  ];
  return sentences.filter((sentence): sentence is string => sentence !== null).join(' ');
}
