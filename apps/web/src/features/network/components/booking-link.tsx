import { Anchor, Button, CopyButton, Group, Paper, Text } from '@mantine/core';
import { printHiddenClass } from './qr-code-view';

/**
 * "Your booking page": the realtor's public scheduling page /{user_name}, to share with clients; the
 * thank-you page after the capture form offers the same link.
 */
export function BookingLink({ userName }: { userName: string }) {
  const link = `${window.location.origin}/${encodeURIComponent(userName)}`;
  return (
    // Left out when the QR code is printed for a sign.
    <Paper withBorder p="md" radius="md" maw={560} mx="auto" mt="md" className={printHiddenClass}>
      <Text fw={600} id="booking-link-label">
        Your booking page
      </Text>
      <Text size="sm" c="dimmed" mb="xs">
        Visitors pick a free time in your calendar and book an appointment with you.
      </Text>
      <Group gap="sm" wrap="wrap">
        <Anchor href={link} target="_blank" rel="noopener" size="sm" aria-describedby="booking-link-label" style={{ overflowWrap: 'anywhere' }}>
          {link}
        </Anchor>
        <CopyButton value={link} timeout={2000}>
          {({ copied, copy }) => (
            <Button size="xs" variant="light" color={copied ? 'teal' : 'blue'} onClick={copy}>
              {copied ? 'Copied' : 'Copy link'}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Paper>
  );
}
