import { Alert, Anchor, Avatar, Badge, Button, Card, Container, Group, Image, Modal, Paper, SegmentedControl, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { fileManagerMessages as m } from '@openhouse/shared/file-manager/messages';
import { formatMegabytes, previewKind } from '@openhouse/shared/file-manager/rules';
import { extensionOf } from '@openhouse/shared/file-manager/paths';
import { IconFile, IconHome } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { EmptyTableRow, TableFrame } from '../../../components/table-frame';
import { ApiError, messageOf } from '../../../lib/api-client';
import { openGlobalModal } from '../../../lib/global-modals';
import { mediaUrl } from '../../../lib/media-url';
import { useSession } from '../../../lib/session-context';
import { leavePackage, packageLink, readPass, useSharedPackage, type SharedPackage } from '../api/share-api';
import { AccessCodeForm } from '../components/access-code-form';

type SharedFile = SharedPackage['files'][number];
const updated = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const typeLabel = (file: SharedFile) => (extensionOf(file.name) || file.type).toUpperCase();

/** The expired page (spec part 2 section 2): back to /sharedocs after a moment, or Back to Dashboard for action=views. */
function ExpiredShare({ action }: { action: string | null }) {
  const navigate = useNavigate();
  const { isLive } = useSession();
  const toShareDocs = action !== 'views' && isLive;
  useEffect(() => {
    if (!toShareDocs) return;
    const timer = setTimeout(() => navigate('/sharedocs'), 4000);
    return () => clearTimeout(timer);
  }, [toShareDocs, navigate]);
  return (
    <Container size="sm" py="xl">
      <Paper withBorder p="xl" radius="md">
        <Stack align="center" gap="sm">
          <Title order={1} size="h2">
            {m.shareExpiredTitle}
          </Title>
          <Text c="dimmed" ta="center">
            {m.shareExpired}
          </Text>
          {action === 'views' ? (
            <Button component={Link} to="/dashboard">
              Back to Dashboard
            </Button>
          ) : toShareDocs ? (
            <Text size="sm" c="dimmed">
              Taking you to Share Documents…
            </Text>
          ) : null}
        </Stack>
      </Paper>
    </Container>
  );
}

/**
 * /share-documents?token&action (public, spec part 2 section 2): the package's banner, 'Property Documents' as a
 * list or a grid, View in a dialog, Download, Download All, Leave Package, Login and Back.
 */
export function ShareDocumentsPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const action = params.get('action');
  const { isLive } = useSession();
  const [pass, setPass] = useState(() => readPass(token));
  const pkg = useSharedPackage(token, isLive, pass);
  const askLogin = () => openGlobalModal('login', { referrer: `/share-documents?${params.toString()}` });
  const [layout, setLayout] = useState<'list' | 'grid'>('list');
  const [search, setSearch] = useState('');
  const [viewing, setViewing] = useState<SharedFile | null>(null);
  const [leaveError, setLeaveError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  if (token === '') return <ExpiredShare action={action} />;
  if (pkg.isPending) return <Text ta="center" py="xl" c="dimmed">Loading the documents…</Text>;
  if (pkg.isError) {
    const status = pkg.error instanceof ApiError ? pkg.error.status : 0;
    if (status === 401 || status === 403) {
      // A link for chosen e-mails: a recipient signs in, or confirms their e-mail with a mailed code.
      return (
        <Container size="sm" py="xl">
          <Paper withBorder p="lg" radius="md">
            <Stack gap="md">
              <Title order={1} size="h3">
                Property Documents
              </Title>
              <Text size="sm">{messageOf(pkg.error, m.loginToOpen)}</Text>
              <AccessCodeForm token={token} onPass={setPass} />
              {status === 401 ? (
                <Group gap="xs">
                  <Text size="sm" c="dimmed">
                    Have an account?
                  </Text>
                  <Button variant="default" size="xs" onClick={askLogin}>
                    Login
                  </Button>
                </Group>
              ) : null}
            </Stack>
          </Paper>
        </Container>
      );
    }
    return <ExpiredShare action={action} />;
  }

  const data = pkg.data;
  const canDownload = data.share_link.permission === 'download';
  const needle = search.trim().toLowerCase();
  const files = data.files.filter((file) => file.name.toLowerCase().includes(needle));
  const leave = async () => {
    setLeaving(true);
    setLeaveError(null);
    try {
      await leavePackage(data.share_link.id);
      window.location.reload();
    } catch {
      setLeaveError(m.leavePackageFailed);
      setLeaving(false);
    }
  };
  const actions = (file: SharedFile) => (
    <Group gap={4} wrap="nowrap">
      <Button size="compact-sm" variant="subtle" onClick={() => setViewing(file)}>
        View
      </Button>
      {canDownload ? (
        <Button size="compact-sm" variant="subtle" component="a" href={packageLink('download', token, file.path)} target="_blank" rel="noopener">
          Download
        </Button>
      ) : null}
    </Group>
  );

  return (
    <Container size="lg" py="md">
      <Stack>
        <Paper withBorder radius="md" p="md">
          {data.property ? (
            <Group align="flex-start" wrap="wrap">
              {data.property.image ? <Image src={mediaUrl(data.property.image)} alt="" w={160} h={110} radius="sm" fit="cover" /> : <IconHome size={64} aria-hidden />}
              <Stack gap={2} style={{ flex: 1, minWidth: 200 }}>
                <Title order={2} size="h3">
                  {data.property.address}
                </Title>
                <Text c="dimmed">
                  {data.property.city}, {data.property.state}
                </Text>
                <Group gap="xs" mt="xs">
                  <Avatar src={mediaUrl(data.realtor.picture)} size="sm" radius="xl" />
                  <div>
                    <Text size="sm" fw={600}>
                      {data.realtor.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      Real Estate Agent
                    </Text>
                  </div>
                </Group>
              </Stack>
            </Group>
          ) : (
            <Stack gap={4}>
              <Text c="dimmed">{m.noPropertyData}</Text>
              <Group gap="xs">
                <Avatar src={mediaUrl(data.realtor.picture)} size="sm" radius="xl" />
                <Text size="sm" fw={600}>
                  {data.realtor.name}
                </Text>
                <Text size="xs" c="dimmed">
                  Real Estate Agent
                </Text>
              </Group>
            </Stack>
          )}
        </Paper>

        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Title order={1} size="h3">
              Property Documents
            </Title>
            <Badge variant="light">{data.share_link.title}</Badge>
          </Group>
          <Group gap="xs">
            {action === 'view' ? (
              <Button variant="default" size="xs" component={Link} to="/sharedocs">
                Back
              </Button>
            ) : null}
            {action === 'views' ? (
              <Button variant="default" size="xs" component={Link} to="/dashboard">
                Back
              </Button>
            ) : null}
            {!isLive ? (
              <Button variant="default" size="xs" onClick={askLogin}>
                Login
              </Button>
            ) : null}
            {isLive ? (
              <Button variant="default" size="xs" color="red" loading={leaving} onClick={leave}>
                Leave Package
              </Button>
            ) : null}
            {canDownload ? (
              <Button size="xs" component="a" href={packageLink('download-all', token)}>
                Download All
              </Button>
            ) : null}
          </Group>
        </Group>
        {leaveError ? <Alert color="red">{leaveError}</Alert> : null}
        <Group justify="space-between" wrap="wrap" gap="xs">
          <TextInput placeholder="Search documents" aria-label="Search documents" value={search} onChange={(event) => setSearch(event.currentTarget.value)} w={{ base: '100%', xs: 280 }} />
          <SegmentedControl size="xs" value={layout} onChange={(value) => setLayout(value as 'list' | 'grid')} data={[{ value: 'list', label: 'List' }, { value: 'grid', label: 'Grid' }]} aria-label="Layout" />
        </Group>

        {layout === 'list' ? (
          <TableFrame minWidth={640} empty={files.length === 0}>
            <Table striped withTableBorder aria-label="Property Documents">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Document</Table.Th>
                  <Table.Th>Type</Table.Th>
                  <Table.Th>Size</Table.Th>
                  <Table.Th>Update At</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {files.length === 0 ? (
                  <EmptyTableRow colSpan={5} message={m.noDocumentsMatch} />
                ) : (
                  files.map((file) => (
                    <Table.Tr key={file.id}>
                      <Table.Td style={{ wordBreak: 'break-word' }}>{file.name}</Table.Td>
                      <Table.Td>{typeLabel(file)}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMegabytes(file.size)}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{updated(file.last_modified)}</Table.Td>
                      <Table.Td>{actions(file)}</Table.Td>
                    </Table.Tr>
                  ))
                )}
              </Table.Tbody>
            </Table>
          </TableFrame>
        ) : files.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            {m.noDocumentsMatch}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
            {files.map((file) => (
              <Card key={file.id} withBorder radius="md" padding="sm">
                <Stack gap={4} align="center">
                  <IconFile size={48} aria-hidden />
                  <Text size="sm" fw={600} ta="center" style={{ wordBreak: 'break-word' }}>
                    {file.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {typeLabel(file)} · {formatMegabytes(file.size)}
                  </Text>
                  {actions(file)}
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <Modal opened={viewing !== null} onClose={() => setViewing(null)} title={viewing?.name} size="xl" fullScreen={viewing !== null && previewKind(extensionOf(viewing.name)) === 'pdf'}>
        {viewing ? <iframe title={viewing.name} src={packageLink('view', token, viewing.path)} style={{ width: '100%', height: 'calc(100vh - 120px)', border: 0 }} /> : null}
      </Modal>
      {action === 'view' || action === 'views' ? null : (
        <Text size="xs" c="dimmed" ta="center" mt="lg">
          Shared through Openhouse.{' '}
          <Anchor component={Link} to="/" underline="always">
            Learn more
          </Anchor>
        </Text>
      )}
    </Container>
  );
}
