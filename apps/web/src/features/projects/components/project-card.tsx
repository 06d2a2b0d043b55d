import { Anchor, Avatar, Card, Group, Image, Progress, Stack, Text } from '@mantine/core';
import { formatCalendarDate } from '@openhouse/shared/format/datetime';
import { displayAddress, projectPath } from '@openhouse/shared/projects/rules';
import { Link } from 'react-router';
import { mediaUrl } from '../../../lib/media-url';
import { projectFileUrl } from '../api/storage-url';
import type { ProjectPage } from '../api/get-projects';

type Project = ProjectPage['data'][number];

const dateOrDash = (value: string | null) => (value ? formatCalendarDate(value) : '—');

/** A project on the list: its image, the address without its trailing part, the realtor, progress and dates. */
export function ProjectCard({ project }: { project: Project }) {
  const address = displayAddress(project.property_address);
  return (
    <Card withBorder padding="sm" radius="md" component="article" aria-label={address}>
      <Card.Section>
        {project.image_path ? (
          <Image src={projectFileUrl(project.image_path)} alt={`Photo of ${address}`} h={150} fit="cover" />
        ) : (
          <Stack h={150} justify="center" align="center" bg="var(--mantine-color-gray-1)">
            <Text c="dimmed" size="sm">
              No image yet
            </Text>
          </Stack>
        )}
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Anchor component={Link} to={projectPath(project.id)} fw={700} style={{ overflowWrap: 'anywhere' }}>
          {address}
        </Anchor>
        <Group gap="xs" wrap="nowrap">
          <Avatar src={mediaUrl(project.realtor.picture)} size="sm" alt="" name={project.realtor.name} />
          <Text size="sm" truncate>
            {project.realtor.name}
          </Text>
        </Group>
        <Progress value={project.progress} aria-label={`Progress ${project.progress}%`} />
        <Text size="xs" c="dimmed">
          {project.progress}% done · {project.completed_task_count} of {project.task_count} tasks
        </Text>
        <Text size="xs">
          Start {dateOrDash(project.start_date)} · Due {dateOrDash(project.due_date)}
        </Text>
      </Stack>
    </Card>
  );
}
