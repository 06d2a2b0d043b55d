import { Paper, Text } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { PageHeader } from './page-header';

/**
 * A route whose feature is not built yet: its title and one honest line, no invented data, so
 * links and menus can already point at it.
 */
export function ComingSoon({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Paper withBorder p="xl">
        <Text c="dimmed" style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <IconTools size={18} aria-hidden />
          This part of Openhouse is not built yet.
        </Text>
      </Paper>
    </>
  );
}
