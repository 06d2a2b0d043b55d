import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DashboardWidget, EmptyState } from '../../../components/dashboard-widget';

/** One listing in a widget: its title linking to it, a line under it, and a badge or figure on the right. */
export type ListingLine = { key: string | number; propertyId: number; label: string; detail: string; aside: ReactNode };

function ListingRow({ propertyId, label, detail, aside }: Omit<ListingLine, 'key'>) {
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
      <Stack gap={0} miw={0} style={{ flex: 1 }}>
        <Anchor component={Link} to={`/properties/${propertyId}`} size="sm" fw={500} lineClamp={1}>
          {label}
        </Anchor>
        {/* Wraps rather than clamps: the figures in it are the point of the row. */}
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      </Stack>
      {/* The badge or price keeps its width on phones; the text beside it gives way. */}
      <div style={{ flexShrink: 0 }}>{aside}</div>
    </Group>
  );
}

type ListingWidgetProps<T> = { title: string; action?: ReactNode; items: T[]; emptyHint: string; line: (item: T) => ListingLine };

/** A dashboard card listing homes (bids, saved homes, approvals, a seller's homes), or its empty state. */
export function ListingWidget<T>({ title, action, items, emptyHint, line }: ListingWidgetProps<T>) {
  return (
    <DashboardWidget title={title} action={action}>
      {items.length === 0 ? (
        <EmptyState hint={emptyHint} />
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={title}>
          {items.map((item) => {
            const { key, ...row } = line(item);
            return <ListingRow key={key} {...row} />;
          })}
        </Stack>
      )}
    </DashboardWidget>
  );
}
