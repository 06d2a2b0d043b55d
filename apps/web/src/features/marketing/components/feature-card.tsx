import { List, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, type Icon } from '@tabler/icons-react';

export type Feature = {
  icon: Icon;
  title: string;
  description: string;
  points: string[];
}

export function FeatureCard({ feature }: { feature: Feature }) {
  const { icon: FeatureIcon, title, description, points } = feature;
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} h="100%" shadow="xs">
      <ThemeIcon size={48} radius="md" variant="light" color="blue" aria-hidden>
        <FeatureIcon size={26} stroke={1.6} />
      </ThemeIcon>
      <Title order={3} fz="lg" mt="md" mb={6}>
        {title}
      </Title>
      <Text c="dimmed" fz="sm" mb="md">
        {description}
      </Text>
      <List
        spacing={6}
        fz="sm"
        center
        icon={
          <ThemeIcon size={18} radius="xl" color="teal.8" aria-hidden>
            <IconCheck size={12} />
          </ThemeIcon>
        }
      >
        {points.map((point) => (
          <List.Item key={point}>{point}</List.Item>
        ))}
      </List>
    </Paper>
  );
}
