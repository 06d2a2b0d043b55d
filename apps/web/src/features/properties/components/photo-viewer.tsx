import { Box, Image, Modal } from '@mantine/core';
import type { KeyboardEvent, ReactNode } from 'react';

type PhotoViewerProps = { src: string | undefined; alt: string; title: string; arrows: ReactNode; onKeyDown: (event: KeyboardEvent) => void; onClose: () => void };

/** The gallery's full-size view: loaded on the first click, so the listing page's first download carries no modal. */
export default function PhotoViewer({ src, alt, title, arrows, onKeyDown, onClose }: PhotoViewerProps) {
  return (
    <Modal opened onClose={onClose} fullScreen title={title} padding="xs">
      <Box pos="relative" onKeyDown={onKeyDown} h="calc(100dvh - 80px)">
        <Image src={src} alt={alt} fit="contain" h="100%" w="100%" />
        {arrows}
      </Box>
    </Modal>
  );
}
