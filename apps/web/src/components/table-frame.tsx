import { Table, Text, type MantineSpacing } from '@mantine/core';
import { NO_RECORDS } from '@openhouse/shared/http/page-labels';
import type { ReactNode } from 'react';

type TableFrameProps = {
  /** The width below which the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  /** An empty table fits its frame instead, so its empty row stays in view on phones. */
  empty: boolean;
  maxHeight?: number;
  children: ReactNode;
};

/** The scroll box around a data table: columns keep their width on phones and scroll inside the frame. */
export function TableFrame({ minWidth, empty, maxHeight, children }: TableFrameProps) {
  return (
    // The scroll box takes keyboard focus, so a table wider or taller than the screen scrolls with the arrow
    // keys even when it holds no link or button to tab into.
    <Table.ScrollContainer minWidth={empty ? 0 : minWidth} maxHeight={maxHeight} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
      {children}
    </Table.ScrollContainer>
  );
}

type EmptyTableRowProps = { colSpan: number; message?: ReactNode; py?: MantineSpacing };

/** The one row of an empty table; the spec's 'No Records Found' unless told otherwise. */
export function EmptyTableRow({ colSpan, message = NO_RECORDS, py = 'md' }: EmptyTableRowProps) {
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan}>
        <Text ta="center" c="dimmed" py={py}>
          {message}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
