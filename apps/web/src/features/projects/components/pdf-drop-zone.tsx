import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { addVendorFiles, VENDOR_UPLOAD_RULES, type VendorFileRefusal } from '@openhouse/shared/projects/vendor-upload';
import { useId, useRef, useState, type DragEvent } from 'react';

type PdfDropZoneProps = {
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** Told which dropped or chosen files were turned away, and the rule each broke (wrong type, too large, one too many). */
  onRejected: (refused: VendorFileRefusal[]) => void;
  disabled?: boolean;
};

/**
 * Drag and drop, or Add File, for PDFs (spec part 2: 'Drag & drop or add files here'). Written on the browser's
 * own drag events rather than a dropzone library: it sits on a public page whose first download must stay
 * small (apps/web/build/route-budgets.ts).
 */
export function PdfDropZone({ files, onChange, onRejected, disabled = false }: PdfDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();

  const add = (incoming: FileList | null) => {
    if (!incoming || disabled) return;
    const result = addVendorFiles(files, Array.from(incoming));
    if (result.files.length !== files.length) onChange(result.files);
    if (result.refused.length > 0) onRejected(result.refused);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add(event.dataTransfer.files);
  };

  return (
    <Paper
      withBorder
      p="xl"
      radius="md"
      data-testid="pdf-drop-zone"
      onDragOver={(event: DragEvent) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      style={{ borderStyle: 'dashed', borderWidth: 2, borderColor: dragging ? 'var(--mantine-color-blue-6)' : undefined }}
      bg={dragging ? 'var(--mantine-color-blue-light)' : undefined}
    >
      <Stack align="center" gap="xs">
        <Text fw={600} ta="center">
          Drag &amp; drop or add files here
        </Text>
        <Text id={hintId} size="sm" c="dimmed" ta="center">
          {VENDOR_UPLOAD_RULES}
        </Text>
        <Group>
          <Button variant="light" onClick={() => input.current?.click()} disabled={disabled} aria-describedby={hintId}>
            Add File
          </Button>
        </Group>
        <input
          ref={input}
          type="file"
          accept="application/pdf,.pdf"
          multiple
          hidden
          aria-label="Add File"
          data-testid="pdf-file-input"
          onChange={(event) => {
            add(event.currentTarget.files);
            event.currentTarget.value = '';
          }}
        />
      </Stack>
    </Paper>
  );
}
