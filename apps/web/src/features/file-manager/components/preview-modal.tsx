import { Button, Group, Image, Modal, Text } from '@mantine/core';
import type { PreviewKind } from '@openhouse/shared/file-manager/rules';

type PreviewModalProps = { name: string | null; kind: PreviewKind; src: string; downloadHref: string; onClose: () => void };

/** Previews of images, audio, video and PDFs (spec part 2 section 9's types); anything else offers the download. */
export function PreviewModal({ name, kind, src, downloadHref, onClose }: PreviewModalProps) {
  return (
    <Modal opened={name !== null} onClose={onClose} title={name} size="xl" fullScreen={kind === 'pdf'}>
      {kind === 'image' ? <Image src={src} alt={name ?? ''} fit="contain" mah="70vh" /> : null}
      {kind === 'audio' ? <audio controls src={src} style={{ width: '100%' }} aria-label={name ?? ''} /> : null}
      {kind === 'video' ? <video controls src={src} style={{ width: '100%', maxHeight: '70vh' }} aria-label={name ?? ''} /> : null}
      {kind === 'pdf' ? <iframe title={name ?? 'Document'} src={src} style={{ width: '100%', height: 'calc(100vh - 140px)', border: 0 }} /> : null}
      {kind === 'none' ? <Text c="dimmed">This file has no preview.</Text> : null}
      <Group justify="flex-end" mt="md">
        <Button component="a" href={downloadHref} variant="light">
          Download
        </Button>
      </Group>
    </Modal>
  );
}
