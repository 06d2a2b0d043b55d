import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled, bordered block of a page (a table, a chart, a form). */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'xs', sm: 'md' }}>
      <Title order={2} fz="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
