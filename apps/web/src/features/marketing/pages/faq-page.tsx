import { Accordion, Anchor, Box, Stack, Text, Title } from '@mantine/core';
import { PublicPageLayout } from '../components/public-page-layout';
import { FAQ_GROUPS } from '../content/faq-content';

export function FaqPage() {
  return (
    <PublicPageLayout
      title="Frequently Asked Questions"
      lead="Answers to common questions from realtors, buyers, sellers and vendors using Openhouse."
    >
      <Stack gap={40}>
        {FAQ_GROUPS.map((group) => (
          <Box component="section" key={group.id} aria-labelledby={`faq-${group.id}`}>
            <Title order={2} id={`faq-${group.id}`} fz={{ base: 22, sm: 24 }} mb="md">
              {group.title}
            </Title>
            <Accordion variant="separated" radius="md" order={3} multiple>
              {group.items.map((item) => (
                <Accordion.Item key={item.id} value={item.id}>
                  <Accordion.Control>
                    <Text component="span" fw={600}>
                      {item.question}
                    </Text>
                  </Accordion.Control>
                  <Accordion.Panel>
                    <Stack gap="sm">
                      {item.answer.map((paragraph) => (
                        <Text key={paragraph}>{paragraph}</Text>
                      ))}
                    </Stack>
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </Box>
        ))}

        <Box>
          <Text>
            Still have a question? E-mail{' '}
            <Anchor href="mailto:support@openhouse.app">support@openhouse.app</Anchor> or call{' '}
            <Anchor href="tel:+14155550100">415-555-0100</Anchor>.
          </Text>
        </Box>
      </Stack>
    </PublicPageLayout>
  );
}
