import { Anchor, Group, Paper, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';

/** A card in the settings that leads to another settings page. */
export function SettingsLink({ to, title, description }: { to: string; title: string; description: string }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Anchor component={Link} to={to} underline="never">
        <Group justify="space-between" wrap="nowrap">
          <div>
            <Text fw={600}>{title}</Text>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </div>
          <IconChevronRight size={18} aria-hidden />
        </Group>
      </Anchor>
    </Paper>
  );
}
