import { Menu } from '@mantine/core';
import { canSummarize } from '@openhouse/shared/file-manager/rules';
import type { MouseEvent, ReactElement } from 'react';
import type { Item } from '../api/file-manager-api';

/** What can be done to one item, from its menu or its context menu. */
export type ItemActions = {
  onOpen: (item: Item) => void;
  onDownload: (item: Item) => void;
  onCopy: (item: Item) => void;
  onCut: (item: Item) => void;
  onRename: (item: Item) => void;
  onDelete: (item: Item) => void;
  onShare: (item: Item) => void;
  onSummarize: (item: Item) => void;
  onContextMenu: (event: MouseEvent, item: Item) => void;
};

export function ItemMenu({ item, actions, target }: { item: Item; actions: ItemActions; target: ReactElement }) {
  const writable = item.acl === 2;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>{target}</Menu.Target>
      <ItemMenuItems item={item} actions={actions} writable={writable} />
    </Menu>
  );
}

/** The menu's entries, shared by the row menu and the right-click menu. */
export function ItemMenuItems({ item, actions, writable }: { item: Item; actions: ItemActions; writable: boolean }) {
  return (
    <Menu.Dropdown>
      <Menu.Item onClick={() => actions.onOpen(item)}>{item.type === 'dir' ? 'Open' : 'Preview'}</Menu.Item>
      {item.type === 'file' ? <Menu.Item onClick={() => actions.onDownload(item)}>Download</Menu.Item> : null}
      {item.type === 'file' && canSummarize(item) ? <Menu.Item onClick={() => actions.onSummarize(item)}>Summarize</Menu.Item> : null}
      <Menu.Item onClick={() => actions.onCopy(item)}>Copy</Menu.Item>
      {writable ? <Menu.Item onClick={() => actions.onCut(item)}>Cut</Menu.Item> : null}
      {writable ? <Menu.Item onClick={() => actions.onRename(item)}>Rename</Menu.Item> : null}
      {writable && item.type === 'file' ? <Menu.Item onClick={() => actions.onShare(item)}>Share</Menu.Item> : null}
      {/* A theme colour draws a menu item in shade 6, 3.3:1 on white; shade 9 reads 5.5:1, and as a CSS colour it keeps the light hover tint. */}
      {writable ? (
        <Menu.Item color="var(--mantine-color-red-9)" onClick={() => actions.onDelete(item)}>
          Delete
        </Menu.Item>
      ) : null}
    </Menu.Dropdown>
  );
}
