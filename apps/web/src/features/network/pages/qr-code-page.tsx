import { Alert, Center, Loader, Paper, Select, Stack, Text } from '@mantine/core';
import { canListProperties } from '@openhouse/shared/roles/roles';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { messageOf } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-context';
import { projectChoicesQuery } from '../api/project-choices';
import { BookingLink } from '../components/booking-link';
import { printHiddenClass, QrCodeView } from '../components/qr-code-view';

/** Where a scanned code leads: the public capture form of this realtor and project. */
const captureLink = (realtorId: number, projectId: number) => `${window.location.origin}/addprospects?realtor_id=${realtorId}&project_id=${projectId}`;

/**
 * /qrcode/{uuid}: the realtor picks a project and gets a code for open-house signs and flyers. The uuid is
 * the realtor's own (the link the prospects page opens); another person's uuid shows nothing of theirs.
 */
export function QrCodePage() {
  const { user, roles } = useSession();
  const { uuid } = useParams();
  const projects = useQuery(projectChoicesQuery);
  const [projectId, setProjectId] = useState<string | null>(null);
  const chosen = projectId ?? (projects.data?.[0] ? String(projects.data[0].id) : null);

  if (!user) return null;
  if (uuid && uuid !== user.uuid) {
    return (
      <>
        <PageHeader title="Prospect QR Code" />
        <Alert color="red" role="alert">
          This QR code page belongs to another account. Open it from your own Prospects page.
        </Alert>
      </>
    );
  }
  return (
    <>
      <PageHeader title="Prospect QR Code" description="Print it on open-house signs and flyers: visitors who scan it leave their details with you." />
      <Paper withBorder p="md" radius="md" maw={560} mx="auto">
        {projects.isPending ? (
          <Center py="xl">
            <Loader role="status" aria-label="Loading projects" />
          </Center>
        ) : projects.isError ? (
          <Alert color="red" role="alert">
            {messageOf(projects.error, 'Your projects could not be loaded. Please try again.')}
          </Alert>
        ) : projects.data.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            No projects yet. Add a project first: each code leads to the capture form of one project.
          </Text>
        ) : (
          <Stack>
            <Select
              className={printHiddenClass}
              label="Project"
              allowDeselect={false}
              data={projects.data.map((project) => ({ value: String(project.id), label: project.property_address }))}
              value={chosen}
              onChange={setProjectId}
            />
            {chosen ? <QrCodeView link={captureLink(user.id, Number(chosen))} fileName={`prospect-qr-${chosen}`} /> : null}
          </Stack>
        )}
      </Paper>
      {canListProperties(roles) ? <BookingLink userName={user.user_name} /> : null}
    </>
  );
}
