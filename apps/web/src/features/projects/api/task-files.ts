import type { taskFilesResponseSchema, uploadLinkResponseSchema } from '@openhouse/shared/projects/task-schemas';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { projectKeys } from './project-keys';

export type TaskFile = z.output<typeof taskFilesResponseSchema>['data'][number];
type UploadLink = z.output<typeof uploadLinkResponseSchema>['data'];

/** GET /task/file_upload?task_id: the files on a task, the vendor's uploads among them. */
export function useTaskFiles(taskId: number) {
  return useQuery({
    queryKey: projectKeys.taskFiles(taskId),
    queryFn: ({ signal }) => api.get<z.output<typeof taskFilesResponseSchema>>('/task/file_upload', { query: { task_id: taskId }, signal }).then((answer) => answer.data),
  });
}

/** GET /file-upload/link?task_id&vendor_id: a fresh public upload link for one vendor of one task. */
export function getUploadLink(taskId: number, vendorId: number): Promise<UploadLink> {
  return api.get<z.output<typeof uploadLinkResponseSchema>>('/file-upload/link', { query: { task_id: taskId, vendor_id: vendorId } }).then((answer) => answer.data);
}

/** POST /task/file_upload (multipart: task_id and files[]): a signed-in member attaches files to a task. */
export function uploadTaskFiles(taskId: number, files: readonly File[]): Promise<z.output<typeof taskFilesResponseSchema>> {
  const form = new FormData();
  form.append('task_id', String(taskId));
  for (const file of files) form.append('files[]', file);
  return api.post<z.output<typeof taskFilesResponseSchema>>('/task/file_upload', form);
}
