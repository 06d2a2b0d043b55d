import { Alert, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { httpMessages } from '@openhouse/shared/http/messages';
import { EmptyTableRow, TableFrame } from '../../../components/table-frame';
import { PageLoader } from '../../../components/page-loader';
import { messageOf } from '../../../lib/api-client';
import { useLinkViewers, type ShareLinkRule } from '../api/share-api';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const ACTION_LABEL = { open: 'opened the package', view: 'viewed', download: 'downloaded', download_all: 'downloaded all' } as const;
/** A visitor of a link to anyone who was not signed in has no e-mail to show. */
const who = (email: string | null) => email ?? 'Visitor without an e-mail';

/** Who opened, viewed and downloaded one of my packages, and when: totals per viewer, then the latest events. */
export function ShareViewersModal({ link, onClose }: { link: ShareLinkRule | null; onClose: () => void }) {
  return (
    <Modal opened={link !== null} onClose={onClose} title={link ? `Viewers of ${link.title}` : ''} size="xl">
      {link ? <ViewersBody linkId={link.id} /> : null}
    </Modal>
  );
}

function ViewersBody({ linkId }: { linkId: number }) {
  const viewers = useLinkViewers(linkId);
  if (viewers.isPending) return <PageLoader />;
  if (viewers.isError) return <Alert color="red">{messageOf(viewers.error, httpMessages.serverError)}</Alert>;
  const { viewers: people, events } = viewers.data;
  return (
    <Stack>
      <TableFrame minWidth={560} empty={people.length === 0}>
        <Table striped withTableBorder aria-label="Viewers">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Viewer</Table.Th>
              <Table.Th>Opened</Table.Th>
              <Table.Th>Viewed</Table.Th>
              <Table.Th>Downloaded</Table.Th>
              <Table.Th>Last seen</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {people.length === 0 ? (
              <EmptyTableRow colSpan={5} message="Nobody has opened this package yet." />
            ) : (
              people.map((person) => (
                <Table.Tr key={person.email ?? ''}>
                  <Table.Td style={{ wordBreak: 'break-word' }}>{who(person.email)}</Table.Td>
                  <Table.Td>{person.opens}</Table.Td>
                  <Table.Td>{person.views}</Table.Td>
                  <Table.Td>{person.downloads}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(person.last_at)}</Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </TableFrame>
      {events.length > 0 ? (
        <div>
          <Title order={3} size="h5" mb="xs">
            Latest activity
          </Title>
          <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Latest activity">
            {events.map((event, index) => (
              <Text component="li" size="sm" key={`${event.at}-${index}`}>
                <Text span fw={600}>
                  {who(event.email)}
                </Text>{' '}
                {ACTION_LABEL[event.action]}
                {event.file ? ` ${event.file}` : ''}{' '}
                <Text span c="dimmed" size="xs">
                  {when(event.at)}
                </Text>
              </Text>
            ))}
          </Stack>
        </div>
      ) : null}
    </Stack>
  );
}
