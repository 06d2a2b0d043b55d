import { Group, Pagination, Text } from '@mantine/core';
import { showingEntries, type Page } from '@openhouse/shared/http/pagination';

/** 'Showing X to Y of Z entries' and the pager under every listing table (server paging from page 1). */
export function PagingFooter({ page, onPage }: { page: Page<unknown>; onPage: (page: number) => void }) {
  return (
    <Group justify="space-between" mt="md" gap="sm">
      <Text size="sm" c="dimmed">
        {showingEntries(page)}
      </Text>
      {page.last_page > 1 ? <Pagination total={page.last_page} value={page.current_page} onChange={onPage} size="sm" siblings={0} boundaries={1} /> : null}
    </Group>
  );
}
