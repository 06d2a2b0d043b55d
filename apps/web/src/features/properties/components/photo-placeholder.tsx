import { Center } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';

/** Shown where a listing has no photo yet: a calm tile rather than a broken image. */
export function PhotoPlaceholder({ height, iconSize = 40 }: { height: number | string; iconSize?: number }) {
  return (
    <Center
      h={height}
      w="100%"
      style={{ background: 'linear-gradient(135deg, var(--mantine-color-blue-0), var(--mantine-color-gray-1))', color: 'var(--mantine-color-blue-3)' }}
      aria-hidden
    >
      <IconHome size={iconSize} stroke={1.4} />
    </Center>
  );
}
