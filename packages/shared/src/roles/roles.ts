/** Role names as the API returns them in `roles[].name`. */
export const ROLES = ['Realtor', 'Agent', 'Buyer', 'Seller', 'Vendor', 'Prospect', 'Admin'] as const;
export type RoleName = (typeof ROLES)[number];

/** Roles that run the business and see the full menu. */
export const STAFF_ROLES: readonly RoleName[] = ['Realtor', 'Agent', 'Admin'];

const hasAny = (roles: readonly string[] | null, names: readonly RoleName[]) => roles?.some((role) => (names as readonly string[]).includes(role)) ?? false;

/** Realtors and agents list properties, so they also get My Listings and Add Property (docs/DECISIONS.md, Menus). */
export function canListProperties(roles: readonly string[] | null): boolean {
  return hasAny(roles, ['Realtor', 'Agent']);
}

/** Staff create listings (the server's rule for POST /properties) and may mark one featured. */
export function isStaff(roles: readonly string[] | null): boolean {
  return hasAny(roles, STAFF_ROLES);
}

/** Realtors carry a public card on their listings (licence number, brokerage, bio); nobody else has one. */
export function hasRealtorCard(roles: readonly string[] | null): boolean {
  return hasAny(roles, ['Realtor']);
}

/** Realtors and agents have a public booking page (/{username}), and its settings. */
export function hasBookingPage(roles: readonly string[] | null): boolean {
  return hasAny(roles, ['Realtor', 'Agent']);
}

/** Admins find accounts, disable and re-enable them (the Users page). */
export function isAdmin(roles: readonly string[] | null): boolean {
  return hasAny(roles, ['Admin']);
}

export type MenuKey =
  | 'dashboard'
  | 'myHome'
  | 'properties'
  | 'transactions'
  | 'projects'
  | 'calendar'
  | 'messages'
  | 'vendors'
  | 'prospects'
  | 'campaigns'
  | 'shareDocuments'
  | 'settings'
  | 'notifications'
  | 'agents'
  | 'adminUsers';

export type MenuItem = { key: MenuKey; label: string; to: string };

const ITEMS: Record<MenuKey, MenuItem> = {
  dashboard: { key: 'dashboard', label: 'Dashboard', to: '/dashboard' },
  myHome: { key: 'myHome', label: 'My home', to: '/my-home' },
  properties: { key: 'properties', label: 'Properties', to: '/properties' },
  transactions: { key: 'transactions', label: 'Transactions', to: '/transactions' },
  projects: { key: 'projects', label: 'Projects', to: '/projects' },
  calendar: { key: 'calendar', label: 'Calendar', to: '/timeline' },
  messages: { key: 'messages', label: 'Messages', to: '/messages' },
  vendors: { key: 'vendors', label: 'Vendors', to: '/vendors' },
  prospects: { key: 'prospects', label: 'Prospects', to: '/prospects' },
  campaigns: { key: 'campaigns', label: 'Email Campaign', to: '/campaign' },
  shareDocuments: { key: 'shareDocuments', label: 'Share Documents', to: '/sharedocs' },
  settings: { key: 'settings', label: 'Settings', to: '/settings' },
  notifications: { key: 'notifications', label: 'Notifications', to: '/notifications' },
  agents: { key: 'agents', label: 'Agents', to: '/agents' },
  adminUsers: { key: 'adminUsers', label: 'Users', to: '/admin/users' },
};

/**
 * The sidebar for a set of roles (docs/DECISIONS.md, Menus). The spec's four menus, plus Properties
 * (all signed-in roles but Vendor) and Transactions (realtors, buyers and sellers), Calendar and Agents for
 * buyers, and My home after Dashboard
 * for anyone who holds the Seller role (docs/DECISIONS.md, Seller: My home).
 * A person with several roles gets the widest menu any of them gives.
 */
export function menuFor(roles: readonly string[] | null): MenuItem[] {
  if (!roles) return [ITEMS.dashboard];
  const has = (name: RoleName) => roles.includes(name);
  let keys: MenuKey[];
  if (STAFF_ROLES.some(has) || roles.length === 0) {
    keys = ['dashboard', 'properties', 'transactions', 'projects', 'calendar', 'messages', 'vendors', 'prospects', 'campaigns', 'shareDocuments', 'settings', 'notifications'];
  } else if (has('Seller')) {
    keys = ['dashboard', 'properties', 'transactions', 'projects', 'messages', 'calendar', 'notifications'];
  } else if (has('Buyer') || has('Prospect')) {
    // A buyer also has their meetings and tours on the calendar, and the agents directory to find an agent in.
    keys = ['dashboard', 'properties', ...(has('Buyer') ? (['transactions'] as const) : []), 'projects', 'messages', ...(has('Buyer') ? (['calendar', 'agents'] as const) : []), 'notifications'];
  } else if (has('Vendor')) {
    keys = ['projects', 'calendar', 'messages', 'notifications'];
  } else {
    keys = ['dashboard', 'projects', 'messages', 'notifications'];
  }
  // Everyone has settings (sign-in, sessions, their data): the spec's reduced menus leave it to the avatar menu, too
  // hidden for a page each role needs (docs/DECISIONS.md, Menus). It sits before Notifications, as in the full menu.
  if (!keys.includes('settings')) keys.splice(keys.indexOf('notifications'), 0, 'settings');
  // A seller's own home is their main business here, whatever other menu their roles give them.
  if (has('Seller')) keys.splice(keys.indexOf('dashboard') + 1, 0, 'myHome');
  if (has('Admin')) keys.push('adminUsers');
  return keys.map((key) => ITEMS[key]);
}

// Where a user lands lives apart, so the sign-in pages do not download every role's menu with it.
export { isVendorOnly, landingPath } from './landing';
