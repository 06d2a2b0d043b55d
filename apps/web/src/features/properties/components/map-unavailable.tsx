import { Center, Paper, Stack, Text } from '@mantine/core';
import { IconMapOff } from '@tabler/icons-react';

/** The plain panel shown where the map's tiles cannot load (offline, blocked tile server): no broken grey grid. */
export function MapUnavailable({ height, text = 'Map unavailable — showing the list' }: { height: number | string; text?: string }) {
  return (
    <Paper bg="var(--mantine-color-default-hover)" radius="md" h={height} mih={120} role="status">
      <Center h="100%" p="md">
        <Stack gap={4} align="center" ta="center" c="dimmed">
          <IconMapOff size={28} aria-hidden />
          <Text size="sm">{text}</Text>
        </Stack>
      </Center>
    </Paper>
  );
}
