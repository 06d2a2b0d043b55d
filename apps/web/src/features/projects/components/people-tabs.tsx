import { Button, Center, Loader, Stack, TextInput } from '@mantine/core';
import { projectMessages } from '@openhouse/shared/projects/messages';
import { useState } from 'react';
import { FormError } from '../../../components/form-error';
import { messageOf } from '../../../lib/api-client';
import { toastSuccess } from '../../../lib/notify';
import type { ProjectDetail } from '../api/get-project';
import { useInviteSeller, useProjectProspects, useProjectTeam, useRemoveProjectRealtor } from '../api/project-people';
import { AddRealtorsPicker } from './add-realtors-picker';
import { PeopleList } from './people-list';

const TEAM_ROLE_LABELS = { owner: 'Owner', realtor: 'Realtor', seller: 'Seller', vendor: 'Vendor' } as const;

const loading = (label: string) => (
  <Center py="lg">
    <Loader role="status" aria-label={label} />
  </Center>
);

export function TeamTab({ projectId }: { projectId: number }) {
  const team = useProjectTeam(projectId);
  if (team.isPending) return loading('Loading team');
  if (team.isError) return <FormError message={messageOf(team.error, projectMessages.somethingWrong)} />;
  const people = team.data.map((member) => ({ ...member, note: TEAM_ROLE_LABELS[member.team_role] }));
  return <PeopleList label="Team" people={people} emptyText="Nobody on the team yet." />;
}

export function ProspectsTab({ projectId }: { projectId: number }) {
  const prospects = useProjectProspects(projectId);
  if (prospects.isPending) return loading('Loading prospects');
  if (prospects.isError) return <FormError message={messageOf(prospects.error, projectMessages.somethingWrong)} />;
  return <PeopleList label="Prospects" people={prospects.data} emptyText="No prospects for this project yet." />;
}

/** The realtors working on the project besides its owner; the owner may take one off. */
export function RealtorsTab({ project, canManage }: { project: ProjectDetail; canManage: boolean }) {
  const remove = useRemoveProjectRealtor(project.id);
  const [failure, setFailure] = useState<string | null>(null);
  const takeOff = async (realtorId: number) => {
    try {
      const answer = await remove.mutateAsync(realtorId);
      toastSuccess(answer.message);
    } catch (error) {
      setFailure(messageOf(error, projectMessages.somethingWrong));
    }
  };
  return (
    <Stack>
      <FormError message={failure} />
      <PeopleList label="Realtors" people={[{ ...project.realtor, note: 'Owner' }]} emptyText="" />
      <PeopleList
        label="Other realtors"
        people={project.realtors}
        emptyText="No other realtors on this project."
        action={(person) =>
          canManage ? (
            <Button size="xs" variant="default" onClick={() => takeOff(person.id)} loading={remove.isPending} aria-label={`Remove ${person.name}`}>
              Remove
            </Button>
          ) : null
        }
      />
      {project.my_role === 'owner' || project.my_role === 'admin' ? (
        <AddRealtorsPicker projectId={project.id} excludeIds={[project.realtor.id, ...project.realtors.map((person) => person.id)]} />
      ) : null}
    </Stack>
  );
}

/** The project's seller, or an invitation to one (spec: invite seller). */
export function SellerTab({ project, canManage }: { project: ProjectDetail; canManage: boolean }) {
  const invite = useInviteSeller();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const send = async () => {
    setFailure(null);
    try {
      const answer = await invite.mutateAsync({ project_id: project.id, name: name.trim(), email: email.trim() });
      toastSuccess(answer.message || projectMessages.sellerInvited);
      setName('');
      setEmail('');
    } catch (error) {
      setFailure(messageOf(error, projectMessages.somethingWrong));
    }
  };
  return (
    <Stack>
      <PeopleList label="Seller" people={project.seller ? [project.seller] : []} emptyText="No seller on this project yet." />
      {canManage ? (
        <Stack gap="xs" maw={420}>
          <FormError message={failure} />
          <TextInput label="Seller name" value={name} onChange={(event) => setName(event.currentTarget.value)} />
          <TextInput label="Seller e-mail" type="email" value={email} onChange={(event) => setEmail(event.currentTarget.value)} />
          <Button onClick={send} loading={invite.isPending} disabled={!name.trim() || !email.trim()} style={{ alignSelf: 'flex-start' }}>
            Invite Seller
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
