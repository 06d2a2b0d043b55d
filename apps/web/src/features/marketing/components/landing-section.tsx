import { Box, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { SCROLL_MARGIN } from './marketing-tokens';

type LandingSectionProps = {
  id: string;
  eyebrow: string;
  title: string;
  description?: string;
  background?: string;
  children: ReactNode;
}

/** A landing page section with a centered eyebrow, h2 title and description. */
export function LandingSection({ id, eyebrow, title, description, background, children }: LandingSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      py={{ base: 56, md: 96 }}
      style={{ background, scrollMarginTop: SCROLL_MARGIN }}
    >
      <Container size="lg">
        <Stack gap="sm" align="center" ta="center" maw={720} mx="auto" mb={{ base: 32, md: 56 }}>
          <Text fz="sm" fw={700} tt="uppercase" c="var(--mantine-color-anchor)" style={{ letterSpacing: '0.08em' }}>
            {eyebrow}
          </Text>
          <Title order={2} id={headingId} fz={{ base: 28, sm: 36 }} lh={1.2}>
            {title}
          </Title>
          {description ? (
            <Text fz={{ base: 'md', sm: 'lg' }} c="dimmed">
              {description}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}
