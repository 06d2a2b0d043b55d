import { ActionIcon, Alert, Anchor, Box, Button, Group, Menu, Modal, Pagination, Paper, SegmentedControl, Stack, Text, Tooltip } from '@mantine/core';
import { fileManagerMessages as m } from '@openhouse/shared/file-manager/messages';
import { httpMessages } from '@openhouse/shared/http/messages';
import { IconArrowsMaximize, IconArrowsMinimize } from '@tabler/icons-react';
import { useMemo, useState, type MouseEvent } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { messageOf } from '../../../lib/api-client';
import { toastError, toastSuccess } from '../../../lib/notify';
import { fileLink, useCreateDirectory, useDeleteItems, useFolder, usePaste, useRename, type Clipboard, type FileItem, type Item } from '../api/file-manager-api';
import { FileGrid } from './file-grid';
import { FileTable } from './file-table';
import { crumbsOf, DEFAULT_SORT, previewOf, sortItems, type Sort, type SortField } from './file-views';
import { FolderTree } from './folder-tree';
import { ItemMenuItems, type ItemActions } from './item-menu';
import { MembersMayWrite } from './members-may-write';
import { NameModal } from './name-modal';
import { PreviewModal } from './preview-modal';
import { ShareModal } from './share-modal';
import { SummaryModal } from './summary-modal';
import { UploadZone } from './upload-zone';

type Dialog = { kind: 'new-folder' } | { kind: 'rename'; item: Item } | { kind: 'delete'; items: Item[] } | null;
const done = (message: string | null | undefined) => toastSuccess(message ?? 'Done.');
const failed = (error: unknown) => toastError(messageOf(error, httpMessages.serverError));

/**
 * The file manager (spec part 2 section 2): a directory tree, a table view (the default, sorted by name
 * ascending) or a grid, multi-select, a clipboard for copy, cut and paste, rename, delete with confirmation,
 * previews, uploads with progress, sharing, and full screen.
 */
export function FileBrowser() {
  const [path, setPath] = useState('');
  const [page, setPage] = useState(1);
  const [view, setView] = useState<'table' | 'grid'>('table');
  const [sort, setSort] = useState<Sort>(DEFAULT_SORT);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [clipboard, setClipboard] = useState<Clipboard | null>(null);
  const [fullScreen, setFullScreen] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [preview, setPreview] = useState<Item | null>(null);
  const [sharing, setSharing] = useState<string[] | null>(null);
  const [summarizing, setSummarizing] = useState<FileItem | null>(null);
  const [context, setContext] = useState<{ item: Item; x: number; y: number } | null>(null);
  const folder = useFolder(path, page);
  const createDirectory = useCreateDirectory();
  const rename = useRename();
  const remove = useDeleteItems();
  const paste = usePaste();

  const items = useMemo(() => sortItems([...(folder.data?.directories ?? []), ...(folder.data?.files ?? [])], sort), [folder.data, sort]);
  const chosen = items.filter((item) => selected.has(item.path));
  const writable = folder.data?.acl === 2;

  const open = (next: string) => {
    setPath(next);
    setPage(1);
    setSelected(new Set());
  };
  const toClipboard = (type: Clipboard['type'], picked: Item[]) => {
    setClipboard({ type, directories: picked.filter((item) => item.type === 'dir').map((item) => item.path), files: picked.filter((item) => item.type === 'file').map((item) => item.path) });
    toastSuccess(`${picked.length} item${picked.length === 1 ? '' : 's'} ${type === 'copy' ? 'copied' : 'cut'} to the clipboard.`);
  };
  const actions: ItemActions = {
    onOpen: (item) => (item.type === 'dir' ? open(item.path) : setPreview(item)),
    onDownload: (item) => window.open(fileLink('download', item.path), '_blank'),
    onCopy: (item) => toClipboard('copy', [item]),
    onCut: (item) => toClipboard('cut', [item]),
    onRename: (item) => setDialog({ kind: 'rename', item }),
    onDelete: (item) => setDialog({ kind: 'delete', items: [item] }),
    onShare: (item) => setSharing([item.path]),
    onSummarize: (item) => item.type === 'file' && setSummarizing(item),
    onContextMenu: (event: MouseEvent, item: Item) => {
      event.preventDefault();
      setContext({ item, x: event.clientX, y: event.clientY });
    },
  };
  const toggle = (itemPath: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(itemPath)) next.delete(itemPath);
      else next.add(itemPath);
      return next;
    });
  const onSort = (field: SortField) => setSort((current) => ({ field, direction: current.field === field && current.direction === 'asc' ? 'desc' : 'asc' }));
  const pasteHere = () => {
    if (!clipboard) return;
    paste.mutate(
      { path, clipboard },
      {
        onSuccess: (answer) => {
          done(answer.result.message);
          if (clipboard.type === 'cut') setClipboard(null);
        },
        onError: failed,
      },
    );
  };
  const sharable = chosen.filter((item) => item.type === 'file' && item.acl === 2).map((item) => item.path);

  const body = (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Group gap={4} component="nav" aria-label="Folder path" style={{ minWidth: 0 }}>
          {crumbsOf(path).map((crumb, index) => (
            <Group key={crumb.path} gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
              {index > 0 ? (
                <Text size="sm" c="dimmed" aria-hidden>
                  ›
                </Text>
              ) : null}
              <Anchor component="button" type="button" size="sm" onClick={() => open(crumb.path)} style={{ display: 'inline', wordBreak: 'break-word', textAlign: 'left' }} fw={index === crumbsOf(path).length - 1 ? 600 : undefined}>
                {crumb.label}
              </Anchor>
            </Group>
          ))}
        </Group>
        <Group gap="xs">
          <SegmentedControl size="xs" value={view} onChange={(value) => setView(value as 'table' | 'grid')} data={[{ value: 'table', label: 'Table' }, { value: 'grid', label: 'Grid' }]} aria-label="View" />
          <Tooltip label={fullScreen ? 'Leave full screen' : 'Full screen'}>
            <ActionIcon variant="default" aria-label={fullScreen ? 'Leave full screen' : 'Full screen'} onClick={() => setFullScreen((value) => !value)}>
              {fullScreen ? <IconArrowsMinimize size={16} /> : <IconArrowsMaximize size={16} />}
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      <Group gap="xs">
        <Button size="xs" variant="light" disabled={!writable} onClick={() => setDialog({ kind: 'new-folder' })}>
          New folder
        </Button>
        <Button size="xs" variant="default" disabled={chosen.length === 0} onClick={() => toClipboard('copy', chosen)}>
          Copy
        </Button>
        <Button size="xs" variant="default" disabled={chosen.length === 0 || chosen.some((item) => item.acl !== 2)} onClick={() => toClipboard('cut', chosen)}>
          Cut
        </Button>
        <Button size="xs" variant="default" disabled={!clipboard || !writable} loading={paste.isPending} onClick={pasteHere}>
          Paste{clipboard ? ` (${clipboard.directories.length + clipboard.files.length})` : ''}
        </Button>
        <Button size="xs" variant="default" color="red" disabled={chosen.length === 0 || chosen.some((item) => item.acl !== 2)} onClick={() => setDialog({ kind: 'delete', items: chosen })}>
          Delete
        </Button>
        <Button size="xs" disabled={sharable.length === 0} onClick={() => setSharing(sharable)}>
          Share
        </Button>
      </Group>
      <MembersMayWrite path={path} />
      <UploadZone folder={path} disabled={!writable} />
      <Box style={{ display: 'flex', gap: 'var(--mantine-spacing-md)', alignItems: 'flex-start' }}>
        <Box visibleFrom="sm" w={240} style={{ flexShrink: 0 }}>
          <FolderTree current={path} onOpen={open} />
        </Box>
        <Box style={{ flex: 1, minWidth: 0 }}>
          {folder.isPending ? (
            <PageLoader />
          ) : folder.isError ? (
            <Alert color="red" title="This folder could not be opened.">
              {messageOf(folder.error, httpMessages.serverError)}{' '}
              <Anchor component="button" type="button" onClick={() => open('')}>
                Back to My files
              </Anchor>
            </Alert>
          ) : view === 'table' ? (
            <FileTable items={items} selected={selected} onToggle={toggle} onToggleAll={() => setSelected(selected.size === items.length ? new Set() : new Set(items.map((item) => item.path)))} sort={sort} onSort={onSort} actions={actions} emptyMessage="This folder is empty." />
          ) : (
            <FileGrid items={items} selected={selected} onToggle={toggle} actions={actions} emptyMessage="This folder is empty." />
          )}
          {folder.data && folder.data.pagination.last_page > 1 ? (
            <Group justify="space-between" mt="sm">
              <Text size="sm" c="dimmed">
                {folder.data.pagination.total.toLocaleString('en-US')} items
              </Text>
              <Pagination size="sm" total={folder.data.pagination.last_page} value={page} onChange={setPage} />
            </Group>
          ) : null}
        </Box>
      </Box>
    </Stack>
  );

  return (
    <>
      {fullScreen ? (
        <Modal opened onClose={() => setFullScreen(false)} fullScreen title="File manager">
          {body}
        </Modal>
      ) : (
        <Paper withBorder p="md" radius="md">
          {body}
        </Paper>
      )}
      <Menu opened={context !== null} onChange={(opened) => !opened && setContext(null)} withinPortal position="bottom-start">
        <Menu.Target>
          {/* The right-click menu's anchor at the pointer: a button, since the menu marks its target expanded or not. */}
          <button
            type="button"
            tabIndex={-1}
            aria-label={context ? `Actions for ${context.item.basename}` : 'File actions'}
            style={{ position: 'fixed', left: context?.x ?? 0, top: context?.y ?? 0, width: 1, height: 1, padding: 0, border: 0, opacity: 0, pointerEvents: 'none' }}
          />
        </Menu.Target>
        {context ? <ItemMenuItems item={context.item} actions={actions} writable={context.item.acl === 2} /> : null}
      </Menu>
      <NameModal
        key={dialog?.kind === 'rename' ? `rename:${dialog.item.path}` : dialog?.kind ?? 'closed'}
        title={dialog?.kind === 'new-folder' ? 'New folder' : dialog?.kind === 'rename' ? `Rename ${dialog.item.basename}` : null}
        initial={dialog?.kind === 'rename' ? dialog.item.basename : ''}
        submitLabel={dialog?.kind === 'rename' ? 'Rename' : 'Create'}
        busy={createDirectory.isPending || rename.isPending}
        error={createDirectory.error || rename.error ? messageOf(createDirectory.error ?? rename.error, httpMessages.serverError) : null}
        onClose={() => {
          createDirectory.reset();
          rename.reset();
          setDialog(null);
        }}
        onSubmit={(name) => {
          const after = { onSuccess: (answer: { result: { message: string | null } }) => (done(answer.result.message), setDialog(null)) };
          if (dialog?.kind === 'new-folder') createDirectory.mutate({ path, name }, after);
          if (dialog?.kind === 'rename') rename.mutate({ oldName: dialog.item.path, newName: dialog.item.dirname ? `${dialog.item.dirname}/${name}` : name }, after);
        }}
      />
      <Modal opened={dialog?.kind === 'delete'} onClose={() => setDialog(null)} title="Delete">
        <Text size="sm">
          {dialog?.kind === 'delete' ? `Delete ${dialog.items.length === 1 ? `"${dialog.items[0]!.basename}"` : `${dialog.items.length} items`}? Folders are deleted with everything in them.` : ''}
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setDialog(null)}>
            Cancel
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() =>
              dialog?.kind === 'delete' &&
              remove.mutate(
                dialog.items.map((item) => ({ path: item.path, type: item.type })),
                { onSuccess: (answer) => (done(answer.result.message ?? m.deleted), setDialog(null), setSelected(new Set())), onError: failed },
              )
            }
          >
            Delete
          </Button>
        </Group>
      </Modal>
      <PreviewModal
        name={preview?.basename ?? null}
        kind={preview ? previewOf(preview) : 'none'}
        src={preview ? fileLink('preview', preview.path) : ''}
        downloadHref={preview ? fileLink('download', preview.path) : ''}
        onClose={() => setPreview(null)}
      />
      <ShareModal paths={sharing} onClose={() => setSharing(null)} />
      <SummaryModal file={summarizing} onClose={() => setSummarizing(null)} />
    </>
  );
}
