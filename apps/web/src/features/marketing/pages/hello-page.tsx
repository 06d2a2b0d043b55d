import { Anchor, Box, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PublicPageLayout } from '../components/public-page-layout';

/** Who Openhouse serves and what each of them does in it: only what is built today. */
const ROLES = [
  { who: 'Realtors', what: 'list homes, run auctions and transactions, keep projects with tasks and vendors, a network of prospects, a calendar, e-mail campaigns and shared documents.' },
  { who: 'Buyers', what: 'search homes, save favourites, book tours, bid and sign contracts online.' },
  { who: 'Sellers', what: 'follow their home on My home: its showings, offers and documents.' },
  { who: 'Vendors', what: 'see the tasks assigned to them and send their PDF files through a link, no account needed.' },
] as const;

/** /hello: the spec's informational page, an introduction for someone who just heard of Openhouse. */
export function HelloPage() {
  return (
    <PublicPageLayout title="Hello from Openhouse" lead="One place for a home sale: the listing, the people around it and the work until the keys change hands.">
      <Stack gap={32}>
        <Box component="section" aria-labelledby="hello-who">
          <Title order={2} id="hello-who" fz={{ base: 22, sm: 24 }} mb="sm">
            Who it is for
          </Title>
          <List spacing="xs">
            {ROLES.map((role) => (
              <List.Item key={role.who}>
                <Text span fw={600}>
                  {role.who}
                </Text>{' '}
                {role.what}
              </List.Item>
            ))}
          </List>
        </Box>
        <Box component="section" aria-labelledby="hello-start">
          <Title order={2} id="hello-start" fz={{ base: 22, sm: 24 }} mb="sm">
            Where to start
          </Title>
          <Group gap="sm">
            <Button component={Link} to="/homes">
              Browse homes
            </Button>
            <Button component={Link} to="/agents" variant="light">
              Find an agent
            </Button>
            <Button component={Link} to="/auth/signup" variant="default">
              Create an account
            </Button>
          </Group>
        </Box>
        <Text>
          Questions? Read the <Anchor component={Link} to="/frequently-asked-questions">frequently asked questions</Anchor> or e-mail{' '}
          <Anchor href="mailto:support@openhouse.app">support@openhouse.app</Anchor>.
        </Text>
      </Stack>
    </PublicPageLayout>
  );
}
