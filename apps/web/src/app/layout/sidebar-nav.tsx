import { NavLink, Stack } from '@mantine/core';
import { canListProperties, menuFor, type MenuItem, type MenuKey } from '@openhouse/shared/roles/roles';
import {
  IconBell,
  IconBuildingEstate,
  IconHomePlus,
  IconHeart,
  IconHome,
  IconHomeStar,
  IconCalendar,
  IconFolderShare,
  IconLayoutDashboard,
  IconListCheck,
  IconLogout,
  IconMail,
  IconMessages,
  IconReceipt,
  IconSettings,
  IconTool,
  IconUsersGroup,
  IconUserSearch,
  IconUserShield,
  type Icon,
} from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { UnreadMessagesBadge } from '../../features/messages/components/unread-messages-badge';
import { isComingSoon } from '../routes/coming-soon-paths';

const ICONS: Record<MenuKey, Icon> = {
  dashboard: IconLayoutDashboard,
  myHome: IconHome,
  properties: IconBuildingEstate,
  transactions: IconReceipt,
  projects: IconListCheck,
  calendar: IconCalendar,
  messages: IconMessages,
  vendors: IconTool,
  prospects: IconUsersGroup,
  campaigns: IconMail,
  shareDocuments: IconFolderShare,
  settings: IconSettings,
  notifications: IconBell,
  agents: IconUserSearch,
  adminUsers: IconUserShield,
};

type SidebarItem = { key: string; label: string; to: string; icon: Icon };

/** Realtors and agents list properties, so they also get their own listings, the add form and their queue (docs/DECISIONS.md, Menus). */
const LISTING_ITEMS: SidebarItem[] = [
  { key: 'myListings', label: 'My Listings', to: '/my-listings', icon: IconHomeStar },
  { key: 'addProperty', label: 'Add Property', to: '/add-property', icon: IconHomePlus },
  // Bid approvals and document requests across all their listings, answered in place.
  { key: 'queue', label: 'Waiting on you', to: '/queue', icon: IconListCheck },
];

/** Everyone who browses keeps favourites; their page follows Properties (docs/DECISIONS.md, Browsing). */
const SAVED_HOMES: SidebarItem = { key: 'savedHomes', label: 'Saved Homes', to: '/saved-homes', icon: IconHeart };

function sidebarItems(roles: string[] | null): SidebarItem[] {
  const lists = canListProperties(roles);
  return menuFor(roles).flatMap((item: MenuItem) => {
    // An entry whose page is not built yet is hidden rather than linked to "coming soon".
    if (isComingSoon(item.to)) return [];
    const entry = { ...item, icon: ICONS[item.key] };
    if (item.key !== 'properties') return [entry];
    return lists ? [entry, SAVED_HOMES, ...LISTING_ITEMS] : [entry, SAVED_HOMES];
  });
}

/** A menu item is current on its own path and below it (/projects covers /projects/tasks). */
function isCurrent(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

type SidebarNavProps = {
  /** Role names of the signed-in user; null for a visitor (menu: Dashboard only). */
  roles: string[] | null;
  onNavigate?: () => void;
};

/** The sidebar menu of spec part 1 section 2, chosen by menuFor() from the shared rules. */
export function SidebarNav({ roles, onNavigate }: SidebarNavProps) {
  const { pathname } = useLocation();
  const items = sidebarItems(roles);
  return (
    <Stack component="nav" aria-label="Main menu" gap={2} h="100%" justify="space-between">
      <Stack gap={2}>
        {items.map((item) => {
          const ItemIcon = item.icon;
          return (
            <NavLink
              key={item.key}
              component={Link}
              to={item.to}
              label={item.label}
              leftSection={<ItemIcon size={20} stroke={1.6} aria-hidden />}
              rightSection={item.key === 'messages' && roles ? <UnreadMessagesBadge /> : undefined}
              active={isCurrent(pathname, item.to)}
              aria-current={isCurrent(pathname, item.to) ? 'page' : undefined}
              onClick={onNavigate}
              variant="light"
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            />
          );
        })}
      </Stack>
      {roles ? (
        <NavLink
          component={Link}
          to="/auth/logout"
          label="Log Out"
          leftSection={<IconLogout size={20} stroke={1.6} aria-hidden />}
          onClick={onNavigate}
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        />
      ) : null}
    </Stack>
  );
}
