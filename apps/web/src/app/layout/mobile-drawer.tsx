import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';

type MobileDrawerProps = { width: number; title: ReactNode; onClose: () => void; children: ReactNode };

/** The sidebar's drawer below the md breakpoint: loaded at the first tap on the burger (shell-layout.tsx). */
export default function MobileDrawer({ width, title, onClose, children }: MobileDrawerProps) {
  return (
    <Drawer opened onClose={onClose} size={width} hiddenFrom="md" title={title} padding="sm" zIndex={300}>
      {children}
    </Drawer>
  );
}
