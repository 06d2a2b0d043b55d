import { Loader, NavLink } from '@mantine/core';
import { IconFolder } from '@tabler/icons-react';
import { useState } from 'react';
import { useSubfolders } from '../api/file-manager-api';

type BranchProps = { path: string; label: string; current: string; onOpen: (path: string) => void; hasChildren: boolean; startOpen?: boolean };

/** One folder of the tree; its subfolders load (GET tree) when it is opened. */
function Branch({ path, label, current, onOpen, hasChildren, startOpen = false }: BranchProps) {
  const [open, setOpen] = useState(startOpen || (current !== path && current.startsWith(path === '' ? '' : `${path}/`)));
  const children = useSubfolders(path, open && hasChildren);
  return (
    <NavLink
      label={label}
      leftSection={<IconFolder size={16} color="var(--mantine-color-yellow-7)" aria-hidden />}
      rightSection={children.isFetching ? <Loader size={12} /> : undefined}
      active={current === path}
      opened={open}
      onChange={setOpen}
      onClick={() => onOpen(path)}
      childrenOffset={12}
      py={4}
    >
      {hasChildren ? (children.data ?? []).map((dir) => <Branch key={dir.path} path={dir.path} label={dir.basename} current={current} onOpen={onOpen} hasChildren={dir.props.hasSubdirectories} />) : null}
    </NavLink>
  );
}

/** The directory tree beside the listing, one level at a time. */
export function FolderTree({ current, onOpen }: { current: string; onOpen: (path: string) => void }) {
  return (
    <nav aria-label="Folders">
      <Branch path="" label="My files" current={current} onOpen={onOpen} hasChildren startOpen />
    </nav>
  );
}
