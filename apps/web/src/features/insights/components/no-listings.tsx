import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import { Link } from 'react-router';

/** Insights are about one's own listings; someone without any is shown the way to make one. */
export function NoListings({ canAddProperty }: { canAddProperty: boolean }) {
  return (
    <Paper withBorder p="xl">
      <Stack align="center" gap="sm" ta="center">
        <IconChartLine size={40} stroke={1.5} aria-hidden />
        <Title order={2} fz="h4">
          No listings yet
        </Title>
        <Text c="dimmed" maw={460}>
          Insights show who views, clicks and downloads the documents of your listings. Once you have a listing, its numbers appear here.
        </Text>
        {canAddProperty ? (
          <Button component={Link} to="/add-property">
            Add a property
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
