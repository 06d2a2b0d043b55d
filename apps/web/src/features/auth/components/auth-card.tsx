import { Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';

type AuthCardProps = { title: string; subtitle?: ReactNode; children: ReactNode };

export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  useDocumentTitle(`${title} | Openhouse`);
  return (
    <Paper withBorder shadow="sm" p={{ base: 'md', xs: 'lg', sm: 'xl' }} w="100%">
      <Stack gap={4} mb="lg">
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
          {title}
        </Title>
        {subtitle ? (
          <Text c="dimmed" size="sm">
            {subtitle}
          </Text>
        ) : null}
      </Stack>
      {children}
    </Paper>
  );
}
