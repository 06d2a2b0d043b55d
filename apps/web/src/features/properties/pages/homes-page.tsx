import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session-context';
import { PropertySearch } from '../components/property-search';

/** /homes: the public way into the listings — the same search as /properties, for visitors without an account. */
export function HomesPage() {
  const { isLive } = useSession();
  useDocumentTitle('Homes for sale | Openhouse');
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="xs">
        <Stack gap={2}>
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
            Homes for sale
          </Title>
          <Text c="dimmed" size="sm">
            Search every listing on Openhouse, bid online where the seller allows it.
          </Text>
        </Stack>
        {isLive ? null : (
          <Text size="sm">
            Save homes and bid:{' '}
            <Anchor component={Link} to="/auth/signup">
              Sign up
            </Anchor>
          </Text>
        )}
      </Group>
      <PropertySearch />
    </Stack>
  );
}
