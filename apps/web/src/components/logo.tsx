import { Group, Text } from '@mantine/core';
import { IconHomeHeart } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The Openhouse logo, the same on every page (landing, app frame, account and public pages, 404). */
export function Logo({ to = '/', inverted = false }: { to?: string; inverted?: boolean }) {
  return (
    <Link to={to} style={{ textDecoration: 'none', color: 'inherit' }} aria-label="Openhouse home">
      <Group gap={8} wrap="nowrap">
        <IconHomeHeart size={28} color="var(--mantine-color-blue-7)" aria-hidden />
        <Text fw={700} fz="lg" component="span" c={inverted ? 'white' : undefined}>
          Openhouse
        </Text>
      </Group>
    </Link>
  );
}
