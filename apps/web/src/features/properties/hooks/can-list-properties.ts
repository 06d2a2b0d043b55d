/** Realtors and agents create listings (DECISIONS.md, who may do what); they also get My Listings. */
export function canListProperties(roles: readonly string[] | null): boolean {
  return roles?.some((role) => role === 'Realtor' || role === 'Agent') ?? false;
}

/** Featured is a realtor's or an admin's call (the home list of that name shows them). */
export function canFeature(roles: readonly string[] | null): boolean {
  return roles?.some((role) => role === 'Realtor' || role === 'Agent' || role === 'Admin') ?? false;
}
