import { Paper, Stack, Text } from '@mantine/core';
import { NO_RECORDS } from '@openhouse/shared/http/page-labels';
import type { Key, ReactNode } from 'react';

type CardListProps<T> = {
  items: readonly T[];
  /** The list's accessible name ('Bids', 'Transactions'). */
  label: string;
  keyOf: (item: T) => Key;
  /** Each card's accessible name, when the card has one. */
  cardLabel?: (item: T) => string;
  /** What an empty list says; 'No Records Found' unless the page has better words. */
  emptyText?: string;
  children: (item: T) => ReactNode;
};

/**
 * A table's rows as cards, for phones (below the sm breakpoint): one bordered card per item with the same
 * facts and actions as its row, so nothing sits at the far end of a sideways scroll. Empty, it says so.
 */
export function CardList<T>({ items, label, keyOf, cardLabel, emptyText = NO_RECORDS, children }: CardListProps<T>) {
  if (items.length === 0) {
    return (
      <Text ta="center" c="dimmed" py="lg">
        {emptyText}
      </Text>
    );
  }
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {items.map((item) => (
        <Paper component="li" withBorder p="sm" key={keyOf(item)} aria-label={cardLabel?.(item)}>
          {children(item)}
        </Paper>
      ))}
    </Stack>
  );
}
