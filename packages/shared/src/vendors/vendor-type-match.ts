import { VENDOR_TYPES, type VendorType } from './vendor-types';

/**
 * The words people use for a listed type (a spreadsheet's "Inspector", a trade's "Plumbing"): each maps to the
 * list's own spelling. Plurals are handled by the matcher, so only the singular is written here.
 */
const SYNONYMS: Readonly<Record<string, VendorType>> = {
  inspector: 'Home inspector',
  'home inspection': 'Home inspector',
  inspection: 'Home inspector',
  'building inspector': 'Home inspector',
  'property inspector': 'Home inspector',
  appraisal: 'Appraiser',
  lawyer: 'Attorney',
  'real estate attorney': 'Attorney',
  solicitor: 'Attorney',
  cleaning: 'Cleaner',
  'cleaning service': 'Cleaner',
  'general contractor': 'Contractor',
  builder: 'Contractor',
  electrical: 'Electrician',
  electric: 'Electrician',
  'escrow officer': 'Escrow',
  'escrow agent': 'Escrow',
  'escrow company': 'Escrow',
  'handy man': 'Handyman',
  landscaping: 'Landscaper',
  gardener: 'Landscaper',
  'mortgage lender': 'Lender',
  mortgage: 'Lender',
  'mortgage broker': 'Lender',
  'loan officer': 'Lender',
  moving: 'Mover',
  'moving company': 'Mover',
  painting: 'Painter',
  photography: 'Photographer',
  'real estate photographer': 'Photographer',
  plumbing: 'Plumber',
  roofing: 'Roofer',
  staging: 'Stager',
  'home stager': 'Stager',
  title: 'Title company',
  'title insurance': 'Title company',
  'title officer': 'Title company',
};

const normalise = (text: string) => text.trim().toLowerCase().replace(/[\s_-]+/g, ' ');

/** "Plumbers" and "Title companies" read as their singular. */
function singular(text: string): string {
  if (text.endsWith('ies')) return `${text.slice(0, -3)}y`;
  if (text.endsWith('s') && !text.endsWith('ss')) return text.slice(0, -1);
  return text;
}

function lookUp(text: string): VendorType | undefined {
  return VENDOR_TYPES.find((type) => normalise(type) === text) ?? SYNONYMS[text];
}

/**
 * The listed vendor type `given` means: the same words in any case or spacing, a plural of them, or a close
 * synonym ("Inspector" for "Home inspector"); undefined when it means none of them.
 */
export function matchVendorType(given: string): VendorType | undefined {
  const text = normalise(given);
  if (!text) return undefined;
  return lookUp(text) ?? lookUp(singular(text));
}
