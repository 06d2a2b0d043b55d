/**
 * The roles a prospect may play in a realtor's network (GET /network-roles). The spec lists none; these
 * are the parts people play around a sale (docs/DECISIONS.md, Prospects and capture).
 */
export const NETWORK_ROLES = [
  { id: 1, name: 'Buyer' },
  { id: 2, name: 'Seller' },
  { id: 3, name: 'Investor' },
  { id: 4, name: 'Renter' },
  { id: 5, name: 'Lender' },
  { id: 6, name: 'Agent' },
  { id: 7, name: 'Referral partner' },
  { id: 8, name: 'Other' },
] as const;

export const NETWORK_ROLE_IDS: readonly number[] = NETWORK_ROLES.map((role) => role.id);

export function networkRolesOf(ids: readonly number[]): { id: number; name: string }[] {
  return NETWORK_ROLES.filter((role) => ids.includes(role.id));
}
