import { Anchor, Box, Button, Container, Group } from '@mantine/core';
import { Link } from 'react-router';
import { BRAND_COLOR } from './marketing-tokens';
import { Wordmark } from './wordmark';

const NAV_LINKS = [
  { href: '#homes', label: 'Homes' },
  { href: '#features', label: 'Features' },
  { href: '#auctions', label: 'Online auctions' },
  { href: '#how-it-works', label: 'How it works' },
  { href: '#contact', label: 'Contact' },
];

/** Sticky landing page header with in-page navigation and the sign-in / dashboard button. */
export function LandingHeader({ signedIn }: { signedIn: boolean }) {
  return (
    <Box
      component="header"
      pos="sticky"
      top={0}
      style={{
        zIndex: 100,
        background: 'color-mix(in srgb, var(--mantine-color-body) 92%, transparent)',
        backdropFilter: 'blur(8px)',
        borderBottom: '1px solid var(--mantine-color-default-border)',
      }}
    >
      <Container size="lg" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Wordmark />
          <Box component="nav" aria-label="Main" visibleFrom="md">
            <Group gap="xl">
              {NAV_LINKS.map((link) => (
                <Anchor key={link.href} href={link.href} c="var(--mantine-color-text)" fz="sm" fw={500}>
                  {link.label}
                </Anchor>
              ))}
            </Group>
          </Box>
          {signedIn ? (
            <Button component={Link} to="/dashboard" color={BRAND_COLOR} radius="md">
              Dashboard
            </Button>
          ) : (
            <Button component={Link} to="/auth/login" color={BRAND_COLOR} radius="md">
              Sign In
            </Button>
          )}
        </Group>
      </Container>
    </Box>
  );
}
