import { ActionIcon, Badge, Button, Group, Table, Tooltip } from '@mantine/core';
import { formatNotificationTime } from '@openhouse/shared/format/datetime';
import { documentMessages, type PropertyDocument } from '@openhouse/shared/properties/documents';
import { formatFileSize } from '@openhouse/shared/properties/document-size';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyTableRow, TableFrame } from '../../../components/table-frame';
import { messageOf } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session-context';
import { useDeletePropertyDocument } from '../api/delete-property-document';
import { documentDownloadUrl } from '../api/document-download-url';
import { ConfirmDialog } from '../../../components/confirm-dialog';

type DocumentsTableProps = { propertyId: number; documents: PropertyDocument[]; canDelete: boolean };

const kindColors = { document: 'blue', disclosure: 'grape' } as const;

export function DocumentsTable({ propertyId, documents, canDelete }: DocumentsTableProps) {
  const { session, user } = useSession();
  const [pending, setPending] = useState<PropertyDocument | null>(null);
  const remove = useDeletePropertyDocument();

  const confirmDelete = () => {
    if (!pending) return;
    remove.mutate(
      { propertyId, documentId: pending.id },
      {
        onSuccess: (body) => {
          toastSuccess(body?.message || documentMessages.deleted);
          setPending(null);
        },
        onError: (error) => {
          toastError(messageOf(error, 'The document could not be deleted. Please try again.'));
          setPending(null);
        },
      },
    );
  };

  return (
    <>
      {/* Wide enough that the kind badge is never cut short. */}
      <TableFrame minWidth={680} empty={documents.length === 0}>
        <Table verticalSpacing="xs" aria-label="Documents">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Kind</Table.Th>
              <Table.Th ta="right">Size</Table.Th>
              <Table.Th>Uploaded</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {documents.length === 0 ? (
              <EmptyTableRow colSpan={5} />
            ) : (
              documents.map((document) => (
                <Table.Tr key={document.id}>
                  <Table.Td style={{ wordBreak: 'break-word' }}>{document.name}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={kindColors[document.kind]} tt="capitalize">
                      {document.kind}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatFileSize(document.size)}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatNotificationTime(document.created_at, user?.timezone)}</Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Button
                        component="a"
                        href={documentDownloadUrl({ propertyId, documentId: document.id, token: session?.token })}
                        size="compact-sm"
                        variant="light"
                        leftSection={<IconDownload size={14} aria-hidden />}
                        aria-label={`Download ${document.name}`}
                      >
                        Download
                      </Button>
                      {canDelete ? (
                        <Tooltip label="Delete">
                          <ActionIcon variant="subtle" color="red" aria-label={`Delete ${document.name}`} onClick={() => setPending(document)}>
                            <IconTrash size={16} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      ) : null}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </TableFrame>
      <ConfirmDialog
        opened={pending !== null}
        title="Delete document"
        confirmLabel="Delete"
        confirmColor="red"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setPending(null)}
      >
        Delete “{pending?.name}”? People with access will no longer be able to download it.
      </ConfirmDialog>
    </>
  );
}
