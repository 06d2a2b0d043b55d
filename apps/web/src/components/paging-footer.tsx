import { Box, Group, Loader, Text } from '@mantine/core';
import { showingEntries, type Page } from '@openhouse/shared/http/page-labels';
import { lazy, Suspense } from 'react';

/*
 * The pager downloads after the first paint (about 3 KiB gzipped, too much for the public search's first load:
 * docs/ARCHITECTURE.md, Web); a box of its height holds its place so nothing moves when it comes.
 */
const Pagination = lazy(() => import('./mantine-pagination'));
const PAGER_HEIGHT = 'calc(1.625rem * var(--mantine-scale))';

type PagingFooterProps = {
  /** A search's page may say its total is only a lower bound ('1000+'). */
  page: Page<unknown> & { total_is_estimate?: boolean };
  onPage: (page: number) => void;
  /** While the next page is on its way (the previous one stays on screen), a small loader says so under this name. */
  fetchingLabel?: string;
  fetching?: boolean;
};

const controlLabels: Partial<Record<string, string>> = { next: 'Next page', previous: 'Previous page' };

/** 'Showing X to Y of Z entries' and the pager under every server-paged table (pages start at 1). */
export function PagingFooter({ page, onPage, fetching = false, fetchingLabel = 'Updating' }: PagingFooterProps) {
  return (
    <Group justify="space-between" mt="md" gap="sm">
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {showingEntries(page)}
        </Text>
        {fetching ? <Loader size="xs" role="status" aria-label={fetchingLabel} /> : null}
      </Group>
      {page.last_page > 1 ? (
        <Suspense fallback={<Box h={PAGER_HEIGHT} aria-hidden />}>
          <Pagination
            total={page.last_page}
            value={page.current_page}
            onChange={onPage}
            size="sm"
            siblings={0}
            boundaries={1}
            getControlProps={(control) => ({ 'aria-label': controlLabels[control] })}
          />
        </Suspense>
      ) : null}
    </Group>
  );
}
