import { Button, Center, Group, Loader, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { DEFAULT_PROJECT_STATUS, PROJECT_STATUSES, type ProjectStatus } from '@openhouse/shared/projects/rules';
import { projectMessages } from '@openhouse/shared/projects/messages';
import { Link, useSearchParams } from 'react-router';
import { FormError } from '../../../components/form-error';
import { PageHeader } from '../../../components/page-header';
import { PagingFooter } from '../../../components/paging-footer';
import { messageOf } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-context';
import { useProjects } from '../api/get-projects';
import { ProjectCard } from '../components/project-card';
import { projectsPageCopy } from './projects-page.views';

const FILTER_LABELS: Record<ProjectStatus, string> = { in_progress: 'In progress', completed: 'Completed' };

const statusOf = (value: string | null): ProjectStatus => (PROJECT_STATUSES as readonly string[]).includes(value ?? '') ? (value as ProjectStatus) : DEFAULT_PROJECT_STATUS;

/** /projects: the caller's projects, in progress by default (spec part 2 section 4), in the words of their role; filter and page in the URL. */
export function ProjectsPage() {
  const { roles } = useSession();
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const projects = useProjects({ status, page });
  const copy = projectsPageCopy(roles);
  const links = copy.links.map((link) => (
    <Button key={link.to} component={Link} to={link.to} variant="light">
      {link.label}
    </Button>
  ));

  return (
    <>
      <PageHeader
        title="Projects"
        description={copy.description}
        actions={
          copy.canAdd ? (
            <Button component={Link} to="/projects/addproject">
              Add Project
            </Button>
          ) : links.length > 0 ? (
            <Group gap="xs">{links}</Group>
          ) : null
        }
      />
      <SegmentedControl
        mb="md"
        aria-label="Project status"
        value={status}
        onChange={(value) => setParams({ status: value })}
        data={PROJECT_STATUSES.map((value) => ({ value, label: FILTER_LABELS[value] }))}
      />
      {projects.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label="Loading projects" />
        </Center>
      ) : projects.isError ? (
        <FormError message={messageOf(projects.error, projectMessages.somethingWrong)} />
      ) : projects.data.data.length === 0 ? (
        <Stack align="center" py="xl" gap="xs">
          <Text fw={600}>{projectMessages.noRecords}</Text>
          <Text c="dimmed" size="sm" ta="center" maw={520}>
            {copy.empty[status]}
          </Text>
        </Stack>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {projects.data.data.map((project) => (
              <ProjectCard key={project.id} project={project} />
            ))}
          </SimpleGrid>
          <PagingFooter page={projects.data} onPage={(next) => setParams({ status, page: String(next) })} fetching={projects.isPlaceholderData} />
        </>
      )}
    </>
  );
}
