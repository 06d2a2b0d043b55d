import { Skeleton, Stack } from '@mantine/core';

/** Placeholder lines where a table is about to appear. */
export function LoadingRows({ label, count = 4 }: { label: string; count?: number }) {
  return (
    <Stack gap="sm" aria-label={label} role="status">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} h={28} />
      ))}
    </Stack>
  );
}
