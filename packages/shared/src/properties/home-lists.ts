/**
 * How many listings each home list shows. Apart from the list schemas in listing.ts so the landing page's rows
 * can read it without loading zod and every listing schema with them.
 */
export const HOME_LIST_LIMITS = { trending: 8, recommended: 3, featured: 2, recently_added: 8 } as const;
