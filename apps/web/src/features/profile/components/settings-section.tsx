import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type SettingsSectionProps = { title: string; description?: ReactNode; children: ReactNode; danger?: boolean };

export function SettingsSection({ title, description, children, danger }: SettingsSectionProps) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title} style={danger ? { borderColor: 'var(--mantine-color-red-4)' } : undefined}>
      <Stack gap={4} mb="md">
        <Title order={2} fz="lg" c={danger ? 'red.8' : undefined}>
          {title}
        </Title>
        {description ? (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        ) : null}
      </Stack>
      {children}
    </Paper>
  );
}
