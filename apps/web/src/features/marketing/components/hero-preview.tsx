import { Badge, Box, Divider, Group, Paper, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconClockHour4, IconGavel, IconSparkles } from '@tabler/icons-react';

const TASKS = [
  { label: 'Order home inspection', meta: 'Vendor assigned · Due Fri', done: true },
  { label: 'Send disclosures for e-signature', meta: 'Buyer and seller · Today', done: false },
];

/**
 * Illustrative product preview built from UI components (no images).
 * Exposed to assistive technology as a single image with a text alternative.
 */
export function HeroPreview() {
  return (
    <Paper
      role="img"
      aria-label="Preview of an Openhouse deal: a live auction with a current bid of $1,245,000, open tasks and an AI summary of an inspection report."
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      bg="white"
      c="gray.9"
      shadow="xl"
      maw={520}
      w="100%"
      mx="auto"
      style={{ border: '1px solid rgba(255, 255, 255, 0.4)' }}
    >
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Box>
            <Text fw={700}>1428 Alder Lane</Text>
            <Text fz="xs" c="gray.7">
              Oakland, CA · 4 bd · 3 ba
            </Text>
          </Box>
          <Badge color="teal.9" variant="filled" leftSection={<IconGavel size={12} aria-hidden />}>
            Live auction
          </Badge>
        </Group>

        <Paper radius="md" p="md" bg="gray.0" c="gray.9">
          <Group justify="space-between" align="flex-end" gap="xs">
            <Box>
              <Text fz="xs" c="gray.7">
                Current bid
              </Text>
              <Text fw={800} fz={{ base: 22, sm: 26 }} lh={1.2}>
                $1,245,000
              </Text>
            </Box>
            <Group gap={4} wrap="nowrap">
              <IconClockHour4 size={16} color="var(--mantine-color-red-8)" />
              <Text fz="sm" fw={600} c="red.9">
                04:32 left
              </Text>
            </Group>
          </Group>
          <Progress value={78} color="blue.8" size="sm" radius="xl" mt="sm" aria-label="Auction time elapsed" />
          <Text fz="xs" c="gray.7" mt={6}>
            12 bids · 5 approved bidders · soft close on
          </Text>
        </Paper>

        <Stack gap={8}>
          {TASKS.map((task) => (
            <Group key={task.label} gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon size={22} radius="xl" color={task.done ? 'teal.8' : 'gray.3'} variant="filled">
                <IconCheck size={14} />
              </ThemeIcon>
              <Box style={{ minWidth: 0 }}>
                <Text fz="sm" fw={600} td={task.done ? 'line-through' : undefined}>
                  {task.label}
                </Text>
                <Text fz="xs" c="gray.7">
                  {task.meta}
                </Text>
              </Box>
            </Group>
          ))}
        </Stack>

        <Divider />

        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={28} radius="md" variant="gradient" gradient={{ from: 'blue.8', to: 'cyan.7', deg: 135 }}>
            <IconSparkles size={16} />
          </ThemeIcon>
          <Box style={{ minWidth: 0 }}>
            <Text fz="sm" fw={600}>
              AI summary · Inspection report.pdf
            </Text>
            <Text fz="xs" c="gray.7">
              Roof in good condition. Water heater near end of life; buyer may request a credit.
            </Text>
          </Box>
        </Group>
      </Stack>
    </Paper>
  );
}
