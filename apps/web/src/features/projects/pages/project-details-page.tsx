import { Alert, Anchor, Center, Loader, Tabs } from '@mantine/core';
import { projectMessages } from '@openhouse/shared/projects/messages';
import { displayAddress, PROJECT_TABS, type ProjectTab } from '@openhouse/shared/projects/rules';
import { lazy, Suspense } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { FormError } from '../../../components/form-error';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageHeader } from '../../../components/page-header';
import { hasErrorCode, messageOf } from '../../../lib/api-client';
import { useProject } from '../api/get-project';
import { useMilestones } from '../api/get-milestones';
import { ChecklistsTab } from '../components/checklists-tab';
import { MilestonesTab } from '../components/milestones-tab';
import { ProspectsTab, RealtorsTab, SellerTab, TeamTab } from '../components/people-tabs';
import { ProjectSummary } from '../components/project-summary';
import { TasksTab } from '../components/tasks-tab';

const TAB_LABELS: Record<ProjectTab, string> = {
  milestones: 'Milestones',
  tasks: 'Tasks',
  checklists: 'Checklists',
  activity: 'Activity',
  prospects: 'Prospects',
  team: 'Team',
  realtors: 'Realtors',
  seller: 'Seller',
};

// The activity timeline downloads when its tab opens: the page's first load is at its JavaScript budget.
const ActivityTab = lazy(() => import('../components/activity-tab').then((module) => ({ default: module.ActivityTab })));

const tabOf = (value: string | null): ProjectTab => ((PROJECT_TABS as readonly string[]).includes(value ?? '') ? (value as ProjectTab) : 'tasks');

/** /projects/{projectId}/projectsdetails: the project's head and its tabs; the open tab is kept in the URL. */
export function ProjectDetailsPage() {
  const projectId = Number(useParams().projectId);
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const project = useProject(projectId);
  const milestones = useMilestones(projectId);

  if (!Number.isInteger(projectId) || hasErrorCode(project.error, 'not_found')) return <NotFoundPage />;
  if (project.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Loading project" />
      </Center>
    );
  }
  if (project.isError) return <FormError message={messageOf(project.error, projectMessages.somethingWrong)} />;

  const detail = project.data;
  const address = displayAddress(detail.property_address);
  // Its owner, its realtors and an admin run the project; a seller or a vendor follows it.
  const canManage = ['owner', 'realtor', 'admin'].includes(detail.my_role);
  // A project's prospects are its realtors' contacts (the server answers a seller 403), so followers do not get the tab.
  const tabs = canManage ? PROJECT_TABS : PROJECT_TABS.filter((value) => value !== 'prospects');

  return (
    <>
      <PageHeader title={address} description={<Anchor component={Link} to="/projects">Back to projects</Anchor>} />
      {canManage ? null : (
        <Alert variant="light" mb="md" title={detail.my_role === 'seller' ? 'You are the seller on this project' : 'You follow this project'}>
          {detail.realtor.name} runs it: the milestones, tasks and dates are theirs to change. Open a task to read it and to comment with a question or an answer.
        </Alert>
      )}
      <ProjectSummary key={`${detail.start_date}-${detail.due_date}`} project={detail} address={address} canManage={canManage} />
      <Tabs value={tab} onChange={(value) => setParams({ tab: value ?? 'tasks' }, { replace: true })} keepMounted={false}>
        <Tabs.List>
          {tabs.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {TAB_LABELS[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="milestones" pt="md">
          {milestones.isError ? <FormError message={messageOf(milestones.error, projectMessages.somethingWrong)} /> : <MilestonesTab milestones={milestones.data ?? []} canManage={canManage} />}
        </Tabs.Panel>
        <Tabs.Panel value="tasks" pt="md">
          <TasksTab projectId={projectId} milestones={milestones.data ?? []} canManage={canManage} />
        </Tabs.Panel>
        <Tabs.Panel value="checklists" pt="md">
          <ChecklistsTab projectId={projectId} canManage={canManage} />
        </Tabs.Panel>
        <Tabs.Panel value="activity" pt="md">
          <Suspense fallback={<Loader size="sm" role="status" aria-label="Loading the activity" />}>
            <ActivityTab projectId={projectId} />
          </Suspense>
        </Tabs.Panel>
        {canManage ? (
          <Tabs.Panel value="prospects" pt="md">
            <ProspectsTab projectId={projectId} />
          </Tabs.Panel>
        ) : null}
        <Tabs.Panel value="team" pt="md">
          <TeamTab projectId={projectId} />
        </Tabs.Panel>
        <Tabs.Panel value="realtors" pt="md">
          <RealtorsTab project={detail} canManage={canManage} />
        </Tabs.Panel>
        <Tabs.Panel value="seller" pt="md">
          <SellerTab project={detail} canManage={canManage} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
