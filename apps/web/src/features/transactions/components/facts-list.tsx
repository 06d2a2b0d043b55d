import { Box, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export type Fact = { label: string; value: ReactNode };

/** Label and value pairs as a description list: one column on phones, more on wider screens. */
export function FactsList({ facts, cols = { base: 1, xs: 2, md: 3 } }: { facts: Fact[]; cols?: Record<string, number> }) {
  return (
    <SimpleGrid component="dl" cols={cols} spacing="md" verticalSpacing="sm" m={0}>
      {facts.map((fact) => (
        <Box key={fact.label} miw={0}>
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
            {fact.label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            {fact.value}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
