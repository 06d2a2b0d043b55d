import { Anchor, Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { marketingCssVars } from './marketing-tokens';
import { SiteFooter } from './site-footer';
import { Wordmark } from './wordmark';

export const LEGAL_LAST_UPDATED = 'November 1, 2026';

type PublicPageLayoutProps = {
  /** Page title, rendered as the page's only h1. */
  title: string;
  /** Optional lead paragraph under the title. */
  lead?: ReactNode;
  children: ReactNode;
}

/** Layout for public legal and help pages: simple header, ~800px content column, site footer. */
export function PublicPageLayout({ title, lead, children }: PublicPageLayoutProps) {
  return (
    <Box
      mih="100vh"
      display="flex"
      bg="var(--mantine-color-body)"
      style={{ ...marketingCssVars, flexDirection: 'column' }}
    >
      <title>{`${title} · Openhouse`}</title>
      <Box component="header" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Container size="lg" py="md">
          <Group justify="space-between" gap="sm">
            <Wordmark />
            <Anchor component={Link} to="/" fz="sm" fw={600}>
              <Box component="span" display="inline-flex" style={{ alignItems: 'center', gap: 6 }}>
                <IconArrowLeft size={16} aria-hidden />
                Back to home
              </Box>
            </Anchor>
          </Group>
        </Container>
      </Box>

      <Box component="main" flex={1} py={{ base: 32, sm: 56 }}>
        <Container size={800}>
          <Stack gap="xs" mb={{ base: 'lg', sm: 'xl' }}>
            <Title order={1} fz={{ base: 30, sm: 40 }} lh={1.15}>
              {title}
            </Title>
            <Text c="dimmed" fz="sm">
              Last updated: {LEGAL_LAST_UPDATED}
            </Text>
            {lead ? (
              <Text fz="lg" mt="sm">
                {lead}
              </Text>
            ) : null}
          </Stack>
          {children}
        </Container>
      </Box>

      <SiteFooter />
    </Box>
  );
}
