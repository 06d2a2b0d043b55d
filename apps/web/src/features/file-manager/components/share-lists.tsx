import { Anchor, Badge, Button, CopyButton, Group, Table, Text } from '@mantine/core';
import { httpMessages } from '@openhouse/shared/http/messages';
import { EmptyTableRow, TableFrame } from '../../../components/table-frame';
import { messageOf } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/notify';
import { useState } from 'react';
import { useRevokeLink, type ReceivedPackage, type ShareLinkRule } from '../api/share-api';
import { ShareViewersModal } from './share-viewers-modal';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : 'Never');
const STATUS_COLOR = { active: 'teal', expired: 'gray', revoked: 'red' } as const;
/** The viewer, opened from /sharedocs: its Back button returns here (action=view). */
export const viewerPath = (url: string, action: 'view' | 'views') => `/share-documents?token=${new URL(url).searchParams.get('token') ?? ''}&action=${action}`;

/** The packages I shared, with who may open them, until when, and how they were used (views, downloads). */
export function MySharedLinks({ links }: { links: readonly ShareLinkRule[] }) {
  const revoke = useRevokeLink();
  const [watching, setWatching] = useState<ShareLinkRule | null>(null);
  return (
    <>
      <ShareViewersModal link={watching} onClose={() => setWatching(null)} />
      <TableFrame minWidth={820} empty={links.length === 0}>
        <Table striped withTableBorder aria-label="Packages I shared">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Package</Table.Th>
              <Table.Th>Shared with</Table.Th>
              <Table.Th>Permission</Table.Th>
              <Table.Th>Expires</Table.Th>
              <Table.Th>Viewers</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {links.length === 0 ? (
              <EmptyTableRow colSpan={6} message="You have not shared any documents yet. Choose files below and press Share." />
            ) : (
              links.map((link) => (
                <Table.Tr key={link.id}>
                  <Table.Td>
                    <Anchor href={viewerPath(link.url, 'view')} size="sm" fw={600}>
                      {link.title}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {link.file_count} file{link.file_count === 1 ? '' : 's'} · <Badge size="xs" color={STATUS_COLOR[link.status]}>{link.status}</Badge>
                    </Text>
                  </Table.Td>
                  <Table.Td>{link.audience === 'anyone' ? 'Anyone with the link' : link.emails.join(', ')}</Table.Td>
                  <Table.Td>{link.permission === 'view' ? 'View only' : 'View and download'}</Table.Td>
                  <Table.Td>{when(link.expires_at)}</Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {link.views} view{link.views === 1 ? '' : 's'}, {link.downloads} download{link.downloads === 1 ? '' : 's'}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {link.last_viewed_at ? `Last ${when(link.last_viewed_at)}` : 'Not opened yet'}
                    </Text>
                    {link.last_viewed_at ? (
                      <Anchor component="button" type="button" size="xs" onClick={() => setWatching(link)} aria-label={`Who viewed ${link.title}`}>
                        Who viewed
                      </Anchor>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <CopyButton value={link.url}>
                        {({ copied, copy }) => (
                          <Button size="compact-sm" variant="subtle" onClick={copy} disabled={link.status !== 'active'}>
                            {copied ? 'Copied' : 'Copy link'}
                          </Button>
                        )}
                      </CopyButton>
                      {link.status === 'active' ? (
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          color="red"
                          loading={revoke.isPending && revoke.variables === link.id}
                          onClick={() => revoke.mutate(link.id, { onSuccess: (answer) => toastSuccess(answer.message), onError: (error) => toastError(messageOf(error, httpMessages.serverError)) })}
                        >
                          Revoke
                        </Button>
                      ) : null}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </TableFrame>
    </>
  );
}

/** The packages shared with me, each opening in the viewer. */
export function ReceivedPackages({ packages, action }: { packages: readonly ReceivedPackage[]; action: 'view' | 'views' }) {
  return (
    <TableFrame minWidth={560} empty={packages.length === 0}>
      <Table striped withTableBorder aria-label="Packages shared with me">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Package</Table.Th>
            <Table.Th>From</Table.Th>
            <Table.Th>Files</Table.Th>
            <Table.Th>Expires</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {packages.length === 0 ? (
            <EmptyTableRow colSpan={4} message="Nothing has been shared with you yet." />
          ) : (
            packages.map((pkg) => (
              <Table.Tr key={pkg.id}>
                <Table.Td>
                  <Anchor href={viewerPath(pkg.url, action)} size="sm" fw={600}>
                    {pkg.title}
                  </Anchor>
                </Table.Td>
                <Table.Td>{pkg.from}</Table.Td>
                <Table.Td>{pkg.file_count}</Table.Td>
                <Table.Td>{when(pkg.expires_at)}</Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </TableFrame>
  );
}
