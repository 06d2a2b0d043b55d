import type { ColumnMapping } from '@openhouse/shared/csv-import/mapping';
import type { importPreviewSchema, importReportSchema } from '@openhouse/shared/csv-import/report';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api-client';

export type ImportPreview = z.output<typeof importPreviewSchema>;
export type ImportReport = z.output<typeof importReportSchema>;

const importForm = (file: File, fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file);
  return form;
};

/** POST {path} with mode=preview: the columns and a suggested mapping; nothing is written. */
export function usePreviewImport(path: string) {
  return useMutation({
    mutationFn: (file: File) => api.post<{ data: ImportPreview }>(path, importForm(file, { mode: 'preview' })).then((answer) => answer.data),
  });
}

/** POST {path} with the chosen mapping: the report of created and skipped rows; the lists under `invalidates` refresh. */
export function useRunImport(path: string, invalidates: QueryKey) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, mapping }: { file: File; mapping: ColumnMapping }) =>
      api.post<{ data: ImportReport }>(path, importForm(file, { mapping: JSON.stringify(mapping) })).then((answer) => answer.data),
    onSuccess: () => client.invalidateQueries({ queryKey: invalidates }),
  });
}
