import { Anchor, Box, Container, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { NAVY } from './marketing-tokens';
import { Wordmark } from './wordmark';

const LEGAL_LINKS = [
  { to: '/terms-conditions', label: 'Terms and Conditions' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/frequently-asked-questions', label: 'FAQ' },
];

const linkProps = { c: 'gray.2', fz: 'sm' } as const;

function FooterHeading({ children }: { children: string }) {
  return (
    <Text component="h2" fz="xs" fw={700} tt="uppercase" c="gray.4" m={0} style={{ letterSpacing: '0.08em' }}>
      {children}
    </Text>
  );
}

/** Shared site footer: contact details, legal links and copyright. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <Box component="footer" id="contact" bg={NAVY} c="gray.3" py={{ base: 40, md: 56 }}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing={{ base: 32, md: 48 }}>
          <Stack gap="sm" maw={320}>
            <Wordmark inverted />
            <Text fz="sm" c="gray.4">
              The AI-driven workspace for realtors: listings, clients and transactions in one place.
            </Text>
          </Stack>

          <Stack gap="sm">
            <FooterHeading>Contact</FooterHeading>
            <Box component="address" fz="sm" style={{ fontStyle: 'normal' }}>
              <Group gap={8} wrap="nowrap" align="flex-start">
                <IconMapPin size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                <span>
                  Openhouse Inc.
                  <br />
                  100 Market Street, Suite 300
                  <br />
                  San Francisco, CA 94105
                </span>
              </Group>
              <Group gap={8} wrap="nowrap" mt="sm">
                <IconMail size={18} aria-hidden style={{ flexShrink: 0 }} />
                <Anchor href="mailto:support@openhouse.app" {...linkProps}>
                  support@openhouse.app
                </Anchor>
              </Group>
              <Group gap={8} wrap="nowrap" mt="sm">
                <IconPhone size={18} aria-hidden style={{ flexShrink: 0 }} />
                <Anchor href="tel:+14155550100" {...linkProps}>
                  415-555-0100
                </Anchor>
              </Group>
            </Box>
          </Stack>

          <Box component="nav" aria-label="Legal and help">
            <Stack gap="sm" align="flex-start">
              <FooterHeading>Legal &amp; help</FooterHeading>
              {LEGAL_LINKS.map((link) => (
                <Anchor key={link.to} component={Link} to={link.to} {...linkProps}>
                  {link.label}
                </Anchor>
              ))}
            </Stack>
          </Box>
        </SimpleGrid>

        <Divider my="xl" color="rgba(255, 255, 255, 0.15)" />
        <Text fz="sm" c="gray.4">
          © {year} Openhouse Inc. All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}
