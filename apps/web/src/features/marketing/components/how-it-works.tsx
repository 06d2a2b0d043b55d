import { Group, List, Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBriefcase, IconHomeSearch, IconKey } from '@tabler/icons-react';
import { LandingSection } from './landing-section';

const AUDIENCES = [
  {
    icon: IconBriefcase,
    title: 'For realtors',
    steps: [
      'Become a partner and set up your profile, calendar and booking page.',
      'Publish a listing and, if you like, open it for timed online bidding.',
      'Approve bidders and review offers with your seller.',
      'Turn the accepted bid into an e-signed transaction and run closing as a project.',
    ],
  },
  {
    icon: IconHomeSearch,
    title: 'For buyers',
    steps: [
      'Create your account, explore the listing and book a showing.',
      'Upload proof of funds to get approved to bid.',
      'Bid live and get notified when you are outbid.',
      'If your bid is accepted, e-sign and follow every milestone to closing.',
    ],
  },
  {
    icon: IconKey,
    title: 'For sellers',
    steps: [
      'Join from your realtor’s invitation.',
      'Watch views, showings and bids on your property in real time.',
      'Decide with your realtor which bid to accept.',
      'Sign documents online and track the deal until the keys change hands.',
    ],
  },
];

export function HowItWorks() {
  return (
    <LandingSection
      id="how-it-works"
      eyebrow="How it works"
      title="A clear path for everyone at the table"
      description="Realtors, buyers, sellers and vendors each get their own menu with exactly the tools they need."
    >
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing={{ base: 'md', md: 'lg' }}>
        {AUDIENCES.map(({ icon: AudienceIcon, title, steps }) => (
          <Paper key={title} withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
            <Group gap="sm" mb="md" wrap="nowrap">
              <ThemeIcon size={40} radius="md" variant="light" color="blue" aria-hidden>
                <AudienceIcon size={22} stroke={1.6} />
              </ThemeIcon>
              <Title order={3} fz="lg">
                {title}
              </Title>
            </Group>
            <List type="ordered" spacing="sm" fz="sm" withPadding>
              {steps.map((step) => (
                <List.Item key={step}>
                  <Text fz="sm" component="span">
                    {step}
                  </Text>
                </List.Item>
              ))}
            </List>
          </Paper>
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
