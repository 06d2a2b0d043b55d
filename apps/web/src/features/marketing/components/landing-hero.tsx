import { Badge, Box, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconShieldCheck, IconSignature, IconUserCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { HeroPreview } from './hero-preview';
import { NAVY_GRADIENT } from './marketing-tokens';

const TRUST_POINTS = [
  { icon: IconUserCheck, label: 'Proof-of-funds approved bidders' },
  { icon: IconSignature, label: 'E-signatures built in' },
  { icon: IconShieldCheck, label: 'Two-factor sign-in' },
];

/** Hero with the page's only h1 and the primary calls to action. */
export function LandingHero({ signedIn }: { signedIn: boolean }) {
  return (
    <Box component="section" aria-labelledby="hero-heading" c="white" style={{ background: NAVY_GRADIENT }}>
      <Container size="lg" py={{ base: 56, md: 96 }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 48, md: 64 }} style={{ alignItems: 'center' }}>
          <Stack gap="lg">
            <Badge
              variant="outline"
              color="blue.2"
              size="md"
              radius="xl"
              tt="none"
              fw={600}
              style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
            >
              Task management for realtors
            </Badge>
            <Title
              order={1}
              id="hero-heading"
              c="white"
              fz={{ base: 34, xs: 40, sm: 48, lg: 56 }}
              lh={1.1}
              style={{ letterSpacing: '-0.02em' }}
            >
              One AI-driven workspace for your listings, clients and transactions
            </Title>
            <Text fz={{ base: 'md', sm: 'lg' }} c="gray.3" maw={560}>
              Openhouse brings listings, timed online auctions, e-signed transactions, deal projects, calendars,
              e-mail campaigns and AI-summarized files together, so you spend less time on admin and more time
              closing.
            </Text>
            <Group gap="sm">
              <Button
                component={Link}
                to="/auth/signup"
                size="lg"
                radius="md"
                variant="white"
                color="blue.9"
                rightSection={<IconArrowRight size={18} aria-hidden />}
              >
                Become a Partner
              </Button>
              {signedIn ? (
                <Button component={Link} to="/dashboard" size="lg" radius="md" variant="outline" color="gray.0">
                  Go to Dashboard
                </Button>
              ) : (
                <Button component={Link} to="/auth/login" size="lg" radius="md" variant="outline" color="gray.0">
                  Sign In
                </Button>
              )}
            </Group>
            <Group gap="lg" mt="xs">
              {TRUST_POINTS.map(({ icon: Icon, label }) => (
                <Group key={label} gap={6} wrap="nowrap">
                  <Icon size={18} aria-hidden color="var(--mantine-color-teal-3)" />
                  <Text fz="sm" c="gray.2">
                    {label}
                  </Text>
                </Group>
              ))}
            </Group>
          </Stack>
          <HeroPreview />
        </SimpleGrid>
      </Container>
    </Box>
  );
}
