import { Anchor, Badge, Button, Group, Loader, Center, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatUsPhone } from '@openhouse/shared/accounts/phone-format';
import type { Prospect } from '@openhouse/shared/network/network-schemas';
import { IconArrowLeft, IconMail, IconNotes, IconPhone } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { FormError } from '../../../components/form-error';
import { PageHeader } from '../../../components/page-header';
import { SectionCard } from '../../../components/section-card';
import { messageOf } from '../../../lib/api-client';
import { useProspect } from '../api/prospects';
import { NotesModal } from '../components/notes-modal';
import { ProspectTimeline } from '../components/prospect-timeline';

/** Call and e-mail as links (tel:, mailto:), so a tap on a phone dials or opens the mail app. */
function ContactButtons({ prospect }: { prospect: Prospect }) {
  if (!prospect.phone && !prospect.email) return <Text c="dimmed" size="sm">No phone or e-mail on file.</Text>;
  return (
    <Group gap="xs">
      {prospect.phone ? (
        <Button component="a" href={`tel:${prospect.phone}`} leftSection={<IconPhone size={16} aria-hidden />} variant="light">
          Call {formatUsPhone(prospect.phone)}
        </Button>
      ) : null}
      {prospect.email ? (
        <Button component="a" href={`mailto:${prospect.email}`} leftSection={<IconMail size={16} aria-hidden />} variant="light" style={{ maxWidth: '100%' }}>
          <Text span inherit truncate="end">
            E-mail {prospect.email}
          </Text>
        </Button>
      ) : null}
    </Group>
  );
}

function Details({ prospect }: { prospect: Prospect }) {
  const line = (label: string, value: ReactNode) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      {line('User name', prospect.user_name)}
      {line('Roles', prospect.roles.map((role) => role.name).join(', ') || '—')}
      {line('Project', prospect.project?.property_address ?? '—')}
      {line(
        'Labels',
        prospect.labels.length ? (
          <Group gap={4} component="span">
            {prospect.labels.map((label) => (
              <Badge key={label.id} variant="light" size="sm">
                {label.label_name}
              </Badge>
            ))}
          </Group>
        ) : (
          '—'
        ),
      )}
    </SimpleGrid>
  );
}

/** /prospects/{id}: one prospect, reachable in a tap, and what happened with them so far. */
export function ProspectPage() {
  const prospectId = Number(useParams().prospectId);
  const prospect = useProspect(prospectId);
  const [notesOpen, setNotesOpen] = useState(false);
  const back = (
    <Anchor component={Link} to="/prospects" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden /> All prospects
      </Group>
    </Anchor>
  );

  if (prospect.isPending && Number.isInteger(prospectId) && prospectId > 0) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Loading the prospect" />
      </Center>
    );
  }
  if (!prospect.data) {
    return (
      <Stack>
        {back}
        <PageHeader title="Prospect" />
        <FormError message={prospect.isError ? messageOf(prospect.error, 'Prospect not found.') : 'Prospect not found.'} />
      </Stack>
    );
  }
  const data = prospect.data;
  return (
    <Stack gap="md">
      {back}
      <PageHeader
        title={data.name}
        description={data.source === 'capture' ? 'Came through the QR page' : data.source === 'import' ? 'Imported from a CSV file' : undefined}
        actions={
          <Button variant="default" leftSection={<IconNotes size={16} aria-hidden />} onClick={() => setNotesOpen(true)}>
            Notes
          </Button>
        }
      />
      <Paper withBorder p={{ base: 'xs', sm: 'md' }}>
        <Stack gap="sm">
          <ContactButtons prospect={data} />
          <Details prospect={data} />
        </Stack>
      </Paper>
      <SectionCard title="Timeline">
        <ProspectTimeline prospectId={data.id} />
      </SectionCard>
      <NotesModal prospect={notesOpen ? data : null} onClose={() => setNotesOpen(false)} />
    </Stack>
  );
}
