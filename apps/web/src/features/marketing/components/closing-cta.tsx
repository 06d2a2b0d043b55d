import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconMail } from '@tabler/icons-react';
import { Link } from 'react-router';
import { NAVY_GRADIENT } from './marketing-tokens';

/** Closing call to action above the footer. */
export function ClosingCta({ signedIn }: { signedIn: boolean }) {
  return (
    <Box component="section" aria-labelledby="closing-cta-heading" px="md" py={{ base: 56, md: 96 }}>
      <Container size="lg" p={0}>
        <Box
          c="white"
          px={{ base: 'lg', sm: 48 }}
          py={{ base: 40, sm: 56 }}
          style={{ background: NAVY_GRADIENT, borderRadius: 'var(--mantine-radius-xl)' }}
        >
          <Stack gap="md" align="center" ta="center" maw={640} mx="auto">
            <Title order={2} id="closing-cta-heading" c="white" fz={{ base: 26, sm: 34 }} lh={1.2}>
              Ready to run your next deal on Openhouse?
            </Title>
            <Text c="gray.3" fz={{ base: 'md', sm: 'lg' }}>
              Bring your listings, clients and transactions into one workspace today.
            </Text>
            <Group gap="sm" justify="center">
              {signedIn ? (
                <Button
                  component={Link}
                  to="/dashboard"
                  size="md"
                  radius="md"
                  variant="white"
                  color="blue.9"
                  rightSection={<IconArrowRight size={18} aria-hidden />}
                >
                  Open your dashboard
                </Button>
              ) : (
                <Button
                  component={Link}
                  to="/auth/signup"
                  size="md"
                  radius="md"
                  variant="white"
                  color="blue.9"
                  rightSection={<IconArrowRight size={18} aria-hidden />}
                >
                  Get started
                </Button>
              )}
              <Button
                component="a"
                href="mailto:support@openhouse.app"
                size="md"
                radius="md"
                variant="outline"
                color="gray.0"
                leftSection={<IconMail size={18} aria-hidden />}
              >
                Talk to our team
              </Button>
            </Group>
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
