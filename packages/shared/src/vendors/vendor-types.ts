/** The vendor types list (spec part 2, section 3 names the field; the list itself is ours, docs/DECISIONS.md). */
export const VENDOR_TYPES = [
  'Appraiser',
  'Attorney',
  'Cleaner',
  'Contractor',
  'Electrician',
  'Escrow',
  'Handyman',
  'Home inspector',
  'Landscaper',
  'Lender',
  'Mover',
  'Painter',
  'Photographer',
  'Plumber',
  'Roofer',
  'Stager',
  'Title company',
  'Other',
] as const;
export type VendorType = (typeof VENDOR_TYPES)[number];
