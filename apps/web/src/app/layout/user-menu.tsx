import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { isVendorOnly } from '@openhouse/shared/roles/landing';
import { IconLayoutDashboard, IconLogout, IconUserCog } from '@tabler/icons-react';
import { Link } from 'react-router';
import { mediaUrl } from '../../lib/media-url';
import type { SessionUser } from '../../lib/session';

/** The avatar menu: greeting, Profile Settings, Dashboard (not for vendors) and Log out. */
export function UserMenu({ user }: { user: SessionUser }) {
  const roles = user.roles.map((role) => role.name);
  const firstName = user.name.trim().split(/\s+/)[0] ?? user.name;
  return (
    <Menu position="bottom-end" width={220} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label="Account menu" style={{ borderRadius: '50%' }}>
          {/* The initials only picture the account; the button's name says what it opens. */}
          <Avatar aria-hidden src={mediaUrl(user.picture)} name={user.name} color="initials" radius="xl" size={38} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label fz="sm" c="dark">{`Hi, ${firstName}`}</Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to="/settings" leftSection={<IconUserCog size={16} aria-hidden />}>
          Profile Settings
        </Menu.Item>
        {isVendorOnly(roles) ? null : (
          <Menu.Item component={Link} to="/dashboard" leftSection={<IconLayoutDashboard size={16} aria-hidden />}>
            Dashboard
          </Menu.Item>
        )}
        {/* A theme colour draws a menu item in shade 6, 3.3:1 on white; shade 9 reads 5.5:1, and as a CSS colour it keeps the light hover tint. */}
        <Menu.Item component={Link} to="/auth/logout" color="var(--mantine-color-red-9)" leftSection={<IconLogout size={16} aria-hidden />}>
          Log out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
