import { Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { messageOf } from '../../../lib/api-client';

/** Rows of grey placeholders while a list loads. */
export function LoadingRows({ count, height, label }: { count: number; height: number; label: string }) {
  return (
    <Stack gap="xs" p="xs" aria-label={label} role="status">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} h={height} />
      ))}
    </Stack>
  );
}

/** A failed read: the server's message, else the feature's own. */
export function LoadFailed({ error, fallback }: { error: unknown; fallback: string }) {
  return (
    <Text c="red" size="sm" ta="center" p="md" role="alert">
      {messageOf(error, fallback)}
    </Text>
  );
}

/** What an empty list says. */
export function EmptyText({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" size="sm" ta="center" p="md">
      {children}
    </Text>
  );
}
