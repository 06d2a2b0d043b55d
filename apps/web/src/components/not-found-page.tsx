import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';

export const NOT_FOUND_MESSAGE = "Ah, dang. We didn't find that page.";

export function NotFoundPage() {
  useDocumentTitle('Page not found | Openhouse');
  return (
    <Center mih="70vh" p="md">
      <Stack align="center" gap="md" maw={480} ta="center">
        <Text fz={64} fw={700} c="blue.7" lh={1}>
          404
        </Text>
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
          {NOT_FOUND_MESSAGE}
        </Title>
        <Button component={Link} to="/">
          Take me home
        </Button>
      </Stack>
    </Center>
  );
}
