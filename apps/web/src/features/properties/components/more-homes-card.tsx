import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconHomeSearch, IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';

/** For a visitor who came through a shared link: the way on to other listings, and to an account. */
export function MoreHomesCard() {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="more-homes-heading">
      <Title order={2} size="h5" id="more-homes-heading" mb={4}>
        Looking around?
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        See other homes for sale, or sign up to save favourites, request documents and bid.
      </Text>
      <Stack gap="xs">
        <Button component={Link} to="/homes" variant="light" fullWidth leftSection={<IconHomeSearch size={16} aria-hidden />}>
          More homes
        </Button>
        <Button component={Link} to="/auth/signup" variant="default" fullWidth leftSection={<IconUserPlus size={16} aria-hidden />}>
          Sign up
        </Button>
      </Stack>
    </Paper>
  );
}
