import { Box, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClockHour4, IconGavel, IconReceipt2, IconUserCheck } from '@tabler/icons-react';
import { LandingSection } from './landing-section';
import { ALT_SURFACE } from './marketing-tokens';

const STEPS = [
  {
    icon: IconUserCheck,
    title: 'Proof-of-funds approval',
    text: 'Buyers upload proof of funds before they can bid. The listing realtor reviews and approves each bidder, so every bid comes from a qualified buyer.',
  },
  {
    icon: IconGavel,
    title: 'Live, timed bidding',
    text: 'Approved buyers bid in real time with minimum increments. Everyone sees the current high bid, and bidders are notified the moment they are outbid.',
  },
  {
    icon: IconClockHour4,
    title: 'Fair soft close',
    text: 'A bid in the last 5 minutes extends the end to 5 minutes after that bid, so there is no last-second sniping.',
  },
  {
    icon: IconReceipt2,
    title: 'Transparent pricing, seller in control',
    text: "Any buyer's premium is a percentage added to the winning bid and is shown up front. Bids are binding offers, subject to the seller's acceptance.",
  },
];

export function AuctionSpotlight() {
  return (
    <LandingSection
      id="auctions"
      eyebrow="Online auctions"
      title="Run transparent, timed online bidding"
      description="Create competition for your listings without the chaos of multiple-offer spreadsheets."
      background={ALT_SURFACE}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={{ base: 'md', md: 'lg' }}>
        {STEPS.map(({ icon: StepIcon, title, text }) => (
          <Paper key={title} withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
            <Stack gap="sm">
              <ThemeIcon size={44} radius="md" variant="light" color="teal" aria-hidden>
                <StepIcon size={24} stroke={1.6} />
              </ThemeIcon>
              <Box>
                <Title order={3} fz="lg" mb={6}>
                  {title}
                </Title>
                <Text c="dimmed" fz="sm">
                  {text}
                </Text>
              </Box>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
