import { Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';

type PageHeaderProps = { title: string; description?: ReactNode; actions?: ReactNode };

/** A page's heading, also used as the browser tab's title. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  useDocumentTitle(`${title} | Openhouse`);
  return (
    <Group justify="space-between" align="flex-start" mb="lg" gap="sm" wrap="wrap">
      <Stack gap={4} miw={0}>
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
          {title}
        </Title>
        {description ? (
          <Text c="dimmed" size="sm" style={{ overflowWrap: 'anywhere' }}>
            {description}
          </Text>
        ) : null}
      </Stack>
      {actions ? <Group gap="xs">{actions}</Group> : null}
    </Group>
  );
}
