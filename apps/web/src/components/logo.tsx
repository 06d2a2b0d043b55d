import { Group, Text } from '@mantine/core';
import { IconHomeHeart } from '@tabler/icons-react';
import { Link } from 'react-router';

export function Logo({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} style={{ textDecoration: 'none', color: 'inherit' }} aria-label="Openhouse home">
      <Group gap={8} wrap="nowrap">
        <IconHomeHeart size={28} color="var(--mantine-color-blue-7)" aria-hidden />
        <Text fw={700} fz="lg" component="span">
          Openhouse
        </Text>
      </Group>
    </Link>
  );
}
