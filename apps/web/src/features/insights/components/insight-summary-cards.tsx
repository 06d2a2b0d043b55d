import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { InsightSummary } from '@openhouse/shared/properties/insights';

type SummaryKey = 'documents' | 'disclosures' | 'views' | 'unique_views' | 'clicks' | 'unique_clicks' | 'downloads';

const cards: { key: SummaryKey; label: string }[] = [
  { key: 'documents', label: 'Documents' },
  { key: 'disclosures', label: 'Disclosures' },
  { key: 'views', label: 'Views' },
  { key: 'unique_views', label: 'Unique views' },
  { key: 'clicks', label: 'Clicks' },
  { key: 'unique_clicks', label: 'Unique clicks' },
  { key: 'downloads', label: 'Downloads' },
];

const count = new Intl.NumberFormat('en-US');

/** The headline numbers; while loading, placeholders hold their place so the page does not jump. */
export function InsightSummaryCards({ summary }: { summary: InsightSummary | undefined }) {
  return (
    <SimpleGrid cols={{ base: 2, xs: 3, md: 4, lg: 7 }} spacing="sm" verticalSpacing="sm">
      {cards.map((card) => (
        <Paper key={card.key} withBorder p="sm" role="group" aria-label={card.label}>
          <Text size="xs" c="dimmed" fw={500} tt="uppercase" lineClamp={1}>
            {card.label}
          </Text>
          {summary ? (
            <Text fz={{ base: 'lg', sm: 'xl' }} fw={700}>
              {count.format(summary[card.key])}
            </Text>
          ) : (
            <Skeleton h={28} mt={4} />
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
