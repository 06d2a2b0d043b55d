import { formatMegabytes, previewKind, type PreviewKind } from '@openhouse/shared/file-manager/rules';
import type { Item } from '../api/file-manager-api';

export type SortField = 'name' | 'size' | 'modified';
export type Sort = { field: SortField; direction: 'asc' | 'desc' };
/** Spec part 2 section 9: sorted by name ascending, folders first. */
export const DEFAULT_SORT: Sort = { field: 'name', direction: 'asc' };

const sizeOf = (item: Item) => (item.type === 'file' ? item.size : -1);

/** Folders first, then by the chosen column; names compare without case, as the server sorts them. */
export function sortItems(items: readonly Item[], sort: Sort): Item[] {
  const factor = sort.direction === 'asc' ? 1 : -1;
  const compare = (a: Item, b: Item) => {
    if (a.type !== b.type) return a.type === 'dir' ? -1 : 1;
    if (sort.field === 'size') return (sizeOf(a) - sizeOf(b)) * factor;
    if (sort.field === 'modified') return ((a.timestamp ?? 0) - (b.timestamp ?? 0)) * factor;
    return a.basename.localeCompare(b.basename, undefined, { sensitivity: 'base' }) * factor;
  };
  return [...items].sort(compare);
}

export const sizeLabel = (item: Item) => (item.type === 'file' ? formatMegabytes(item.size) : '—');

export function modifiedLabel(item: Item): string {
  if (item.timestamp === null) return '—';
  return new Date(item.timestamp * 1000).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

export const previewOf = (item: Item): PreviewKind => (item.type === 'file' ? previewKind(item.extension) : 'none');

/** The folders above a path, for the breadcrumbs: the disk's root first. */
export function crumbsOf(path: string): { label: string; path: string }[] {
  const segments = path === '' ? [] : path.split('/');
  return [{ label: 'My files', path: '' }, ...segments.map((segment, index) => ({ label: segment, path: segments.slice(0, index + 1).join('/') }))];
}
