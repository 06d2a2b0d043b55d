import type {
  contentResponseSchema,
  createItemBodySchema,
  deleteBodySchema,
  pasteBodySchema,
  projectSettingsBodySchema,
  projectSettingsResponseSchema,
  renameBodySchema,
  resultResponseSchema,
  treeResponseSchema,
  uploadResponseSchema,
} from '@openhouse/shared/file-manager/file-manager-schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, type Query } from '../../../lib/api-client';
import { readSession } from '../../../lib/session';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

export const FM_BASE = '/api/file-manager';
export const DISK = 'my-files';

export type Content = z.output<typeof contentResponseSchema>;
export type DirectoryItem = Content['directories'][number];
export type FileItem = Content['files'][number];
export type Item = DirectoryItem | FileItem;
type Result = z.output<typeof resultResponseSchema>;

const fmKey = ['file-manager'] as const;
const get = <T>(path: string, query: Query, signal?: AbortSignal) => apiRequest<T>(path, { base: FM_BASE, query, signal });
const post = <T>(path: string, body: unknown) => apiRequest<T>(path, { base: FM_BASE, method: 'POST', body });

/** GET content: one page of a folder, sorted by name on the server; the page on screen stays while the next loads. */
export function useFolder(path: string, page: number) {
  return useQuery({
    queryKey: [...fmKey, 'content', path, page],
    queryFn: ({ signal }) => get<Content>('/content', { disk: DISK, path, page, per_page: 100 }, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** GET tree: one level of folders, loaded when a branch is opened. */
export function useSubfolders(path: string, open: boolean) {
  return useQuery({
    queryKey: [...fmKey, 'tree', path],
    queryFn: ({ signal }) => get<z.output<typeof treeResponseSchema>>('/tree', { disk: DISK, path }, signal).then((answer) => answer.directories),
    enabled: open,
  });
}

/** Every change refreshes what is on screen: listings and branches. */
function useFileMutation<I, O>(run: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => client.invalidateQueries({ queryKey: fmKey }) });
}

export const useCreateDirectory = () =>
  useFileMutation((body: Omit<z.input<typeof createItemBodySchema>, 'disk'>) => post<{ result: Result['result'] }>('/create-directory', { disk: DISK, ...body }));
export const useDeleteItems = () => useFileMutation((items: z.input<typeof deleteBodySchema>['items']) => post<Result>('/delete', { disk: DISK, items }));
export const useRename = () => useFileMutation((body: Omit<z.input<typeof renameBodySchema>, 'disk'>) => post<Result>('/rename', { disk: DISK, ...body }));

/** GET project-settings: whether the project's members may write in its folder (any path in the folder). */
export function useProjectSettings(path: string, enabled: boolean) {
  return useQuery({
    queryKey: [...fmKey, 'project-settings', path.split('/').slice(0, 2).join('/')],
    queryFn: ({ signal }) => get<z.output<typeof projectSettingsResponseSchema>>('/project-settings', { disk: DISK, path }, signal).then((answer) => answer.data),
    enabled,
    retry: false,
  });
}

/** POST project-settings: the project's realtor opens its folder to its members or closes it; listings' rights refresh. */
export const useSetMembersMayWrite = () =>
  useFileMutation((body: Omit<z.input<typeof projectSettingsBodySchema>, 'disk'>) => post<z.output<typeof projectSettingsResponseSchema>>('/project-settings', { disk: DISK, ...body }));

export type Clipboard = { type: 'copy' | 'cut'; directories: string[]; files: string[] };
export const usePaste = () =>
  useFileMutation((body: { path: string; clipboard: Clipboard }) =>
    post<Result>('/paste', { disk: DISK, path: body.path, clipboard: { ...body.clipboard, disk: DISK } } satisfies z.input<typeof pasteBodySchema>),
  );

/** A plain link to a file (img src, a frame, a download): the session token rides in the query, as for stored files. */
export function fileLink(kind: 'download' | 'preview', path: string): string {
  const params = new URLSearchParams({ disk: DISK, path });
  const token = readSession()?.token;
  if (token) params.set('token', token);
  return `${FM_BASE}/${kind}?${params.toString()}`;
}

/** POST upload of one file, with its progress (the page shows a bar per file). */
export function uploadOne(path: string, file: File, onProgress: (percent: number) => void): Promise<z.output<typeof uploadResponseSchema>> {
  const form = new FormData();
  form.append('disk', DISK);
  form.append('path', path);
  form.append('files[]', file);
  return uploadWithProgress(`${FM_BASE}/upload`, form, { onProgress });
}

export function useInvalidateFiles() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: fmKey });
}
