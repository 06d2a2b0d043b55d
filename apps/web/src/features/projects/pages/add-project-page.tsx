import { PageHeader } from '../../../components/page-header';
import { AddProjectForm } from '../components/add-project-form';

/** /projects/addproject: a realtor starts a project for a property. */
export function AddProjectPage() {
  return (
    <>
      <PageHeader title="Add Project" description="A project tracks one property's transaction: its milestones, tasks, checklists and people." />
      <AddProjectForm />
    </>
  );
}
