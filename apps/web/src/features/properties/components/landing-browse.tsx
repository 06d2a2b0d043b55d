import { Anchor, Box, Button, Container, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowRight, IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';

// The listing rows (cards, photos, hearts) load after the landing page itself, so its first load stays light.
const LandingListings = lazy(() => import('./landing-listings'));

/** The landing page's way in for home buyers: a search box leading to /homes, and featured and recent listings. */
export function LandingBrowse() {
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  return (
    <Box component="section" id="homes" aria-labelledby="homes-heading" py={{ base: 40, md: 64 }} style={{ scrollMarginTop: 72 }}>
      <Container size="lg">
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={2} id="homes-heading" fz={{ base: 26, sm: 32 }}>
              Find your next home
            </Title>
            <Text c="dimmed">Browse every listing without an account; sign up when you want to save homes or bid.</Text>
          </Stack>
          {/* action and name make the search work from the server-rendered page before the scripts have loaded. */}
          <form
            role="search"
            aria-label="Search homes"
            action="/homes"
            method="get"
            onSubmit={(event) => {
              event.preventDefault();
              const text = q.trim();
              void navigate(text ? `/homes?q=${encodeURIComponent(text)}` : '/homes');
            }}
          >
            <Group gap="xs" align="flex-end" wrap="nowrap" maw={640}>
              <TextInput
                label="Search homes"
                name="q"
                placeholder="City, address or zip"
                size="md"
                leftSection={<IconSearch size={18} aria-hidden />}
                value={q}
                onChange={(event) => setQ(event.currentTarget.value)}
                style={{ flex: 1, minWidth: 0 }}
              />
              <Button type="submit" size="md">
                Search
              </Button>
            </Group>
          </form>
          <Suspense fallback={<Skeleton h={320} aria-label="Loading listings" role="status" />}>
            <LandingListings />
          </Suspense>
          <Anchor component={Link} to="/homes" fw={600}>
            <Group gap={4} component="span">
              Browse all homes
              <IconArrowRight size={16} aria-hidden />
            </Group>
          </Anchor>
        </Stack>
      </Container>
    </Box>
  );
}
