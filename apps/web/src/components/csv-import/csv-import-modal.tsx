import { Anchor, Button, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import type { ColumnMapping } from '@openhouse/shared/csv-import/mapping';
import type { QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../lib/api-client';
import { FormError } from '../form-error';
import { usePreviewImport, useRunImport, type ImportPreview, type ImportReport } from './csv-import-api';
import { ImportMapping } from './import-mapping';
import { ImportReportView, type ImportNoun } from './import-report';

const FAILED = 'The import failed. Please try again.';

/** What one list's import is: its title, endpoint, sample, record names and queries (a feature exports one). */
export type CsvImportSetup = {
  title: string;
  /** The import endpoint, e.g. '/vendor-import': it answers a preview (mode=preview) and the import itself. */
  path: string;
  /** A CSV to start from, when the server offers one; without it the link is left out. */
  sample?: { url: string; fileName: string };
  noun: ImportNoun;
  /** The queries the imported records appear in, refreshed after an import. */
  invalidates: QueryKey;
};

export type CsvImportModalProps = CsvImportSetup & { opened: boolean; onClose: () => void };

/** A CSV import: choose a file, check the column mapping on a preview, then read the report. */
export function CsvImportModal({ opened, onClose, title, path, sample, noun, invalidates }: CsvImportModalProps) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>({});
  const [report, setReport] = useState<ImportReport | null>(null);
  const previewing = usePreviewImport(path);
  const importing = useRunImport(path, invalidates);

  const close = () => {
    setFile(null);
    setPreview(null);
    setReport(null);
    previewing.reset();
    importing.reset();
    onClose();
  };
  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setPreview(null);
    importing.reset();
    if (!chosen) return;
    try {
      const answer = await previewing.mutateAsync(chosen);
      setPreview(answer);
      setMapping(answer.mapping);
    } catch {
      // The message is shown from the mutation's error below.
    }
  };
  const run = async () => {
    if (!file) return;
    try {
      setReport(await importing.mutateAsync({ file, mapping }));
    } catch {
      // Shown below.
    }
  };
  const error = previewing.error ?? importing.error;

  return (
    <Modal opened={opened} onClose={close} title={title} centered size="xl">
      <Stack>
        {report ? (
          <>
            <ImportReportView report={report} noun={noun} />
            <Group justify="flex-end">
              <Button onClick={close}>Done</Button>
            </Group>
          </>
        ) : (
          <>
            <Text size="sm">
              Upload a CSV file saved as UTF-8 (5 MB, 10,000 rows at most), with a header row.
              {sample ? (
                <>
                  {' '}
                  <Anchor href={sample.url} download={sample.fileName}>
                    Download a sample CSV
                  </Anchor>
                </>
              ) : null}
            </Text>
            <FileInput label="CSV file" placeholder="Choose a .csv file" accept=".csv,text/csv" value={file} onChange={(chosen) => void choose(chosen)} clearable />
            {error ? <FormError message={messageOf(error, FAILED)} /> : null}
            {previewing.isPending ? <Text size="sm">Reading the file…</Text> : null}
            {preview ? <ImportMapping preview={preview} mapping={mapping} onChange={setMapping} /> : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button onClick={() => void run()} disabled={!preview || importing.isPending} loading={importing.isPending}>
                Import {preview ? `${preview.total_rows} rows` : ''}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
