import { Skeleton, Stack } from '@mantine/core';

type LoadingRowsProps = { label: string; count?: number; /** Each line's height: about one table row. */ height?: number };

/** Placeholder lines where a table is about to appear. */
export function LoadingRows({ label, count = 4, height = 28 }: LoadingRowsProps) {
  return (
    <Stack gap="sm" aria-label={label} role="status">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} h={height} />
      ))}
    </Stack>
  );
}
