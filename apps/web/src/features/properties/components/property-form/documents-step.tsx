import { Anchor, Badge, Group, Loader, Paper, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { formatDate } from '@openhouse/shared/format/datetime';
import { DOCUMENT_MAX_BYTES, type DocumentKind } from '@openhouse/shared/properties/documents';
import { formatFileSize } from '@openhouse/shared/properties/document-size';
import { propertyMessages } from '@openhouse/shared/properties/messages';
import { IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { messageOf } from '../../../../lib/api-client';
import { toastError, toastSuccess } from '../../../../lib/notify';
import { useTimeZone } from '../../../../lib/use-time-zone';
import { usePropertyDocuments } from '../../api/get-property-documents';
import { useUploadPropertyDocuments } from '../../api/upload-property-documents';

export function DocumentsStep({ propertyId }: { propertyId: number }) {
  const [kind, setKind] = useState<DocumentKind>('document');
  const documents = usePropertyDocuments(propertyId);
  const zone = useTimeZone();
  const upload = useUploadPropertyDocuments();

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Upload as
        </Text>
        <SegmentedControl
          aria-label="Document kind"
          value={kind}
          onChange={(value) => setKind(value as DocumentKind)}
          data={[
            { value: 'document', label: 'Document' },
            { value: 'disclosure', label: 'Disclosure' },
          ]}
          w={{ base: '100%', xs: 320 }}
        />
        <Text size="xs" c="dimmed">
          Disclosures are the seller&apos;s statements on condition and hazards. Buyers see documents only once you grant them access.
        </Text>
      </Stack>
      <Dropzone
        onDrop={(files) =>
          upload.mutate(
            { propertyId, files, kind },
            {
              onSuccess: (answer) => toastSuccess(answer.message ?? propertyMessages.documentsUploaded),
              onError: (error) => toastError(messageOf(error, 'The documents could not be uploaded.')),
            },
          )
        }
        onReject={() => toastError(propertyMessages.documentTooLarge)}
        maxSize={DOCUMENT_MAX_BYTES}
        loading={upload.isPending}
        multiple
        aria-label="Add documents"
      >
        <Group justify="center" gap="md" mih={100} style={{ pointerEvents: 'none' }}>
          <IconFileUpload size={36} stroke={1.4} color="var(--mantine-color-blue-6)" aria-hidden />
          <Stack gap={2}>
            <Text fw={600}>Drop {kind === 'disclosure' ? 'disclosures' : 'documents'} here or click to choose</Text>
            <Text size="sm" c="dimmed">
              PDF, Word, Excel, text or images, up to {formatFileSize(DOCUMENT_MAX_BYTES)} each.
            </Text>
          </Stack>
        </Group>
      </Dropzone>
      <Paper withBorder p="xs">
        {documents.isPending ? (
          <Group justify="center" p="md">
            <Loader size="sm" />
          </Group>
        ) : documents.isError ? (
          <Text c="red" size="sm" p="sm">
            {messageOf(documents.error, 'The documents could not be loaded.')}
          </Text>
        ) : documents.data.data.length === 0 ? (
          <Text c="dimmed" size="sm" ta="center" p="md">
            No documents yet.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={420}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Kind</Table.Th>
                  <Table.Th>Size</Table.Th>
                  <Table.Th>Added</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {documents.data.data.map((document) => (
                  <Table.Tr key={document.id}>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{document.name}</Table.Td>
                    <Table.Td>
                      <Badge size="sm" variant="light" color={document.kind === 'disclosure' ? 'orange' : 'blue'}>
                        {document.kind === 'disclosure' ? 'Disclosure' : 'Document'}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{formatFileSize(document.size)}</Table.Td>
                    <Table.Td>{formatDate(document.created_at, zone)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      <Anchor component={Link} to={`/properties/${propertyId}/docs`} size="sm">
        Manage documents and access requests
      </Anchor>
    </Stack>
  );
}
