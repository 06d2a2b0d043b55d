/**
 * What the pages that show listings say when one cannot be read (spec wording), apart from the other property
 * messages so the landing page, the public search and a listing download only these; propertyMessages
 * (./messages.ts) includes them for everyone else.
 */
export const browseMessages = {
  notFound: 'Property not found.',
  fetchFailed: (list: string) => `Failed to fetch ${list}.`,
} as const;
