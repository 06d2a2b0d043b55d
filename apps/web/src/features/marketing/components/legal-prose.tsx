import { Typography } from '@mantine/core';
import type { ReactNode } from 'react';

/** Typographic wrapper for long-form legal text written as plain semantic HTML. */
export function LegalProse({ children }: { children: ReactNode }) {
  return <Typography style={{ overflowWrap: 'break-word' }}>{children}</Typography>;
}
