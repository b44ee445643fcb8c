import { Table, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** A column of a ListTable: its heading; numbers align right; `wideOnly` columns show from the sm breakpoint. */
export interface ListColumn {
  label: string;
  numeric?: boolean;
  wideOnly?: boolean;
}

/**
 * A table of a list (payouts, ledger rows, invoices, an audit log): one row of column headings, the rows given
 * as children, and sideways scrolling below `minWidth`. `wideOnly` shows it from the sm breakpoint on, where a
 * list of cards stands in below. A column given as `false` is left out.
 */
export function ListTable({
  minWidth,
  wideOnly,
  caption,
  columns,
  children,
  ...table
}: TableProps & {
  minWidth: number;
  wideOnly?: boolean;
  caption?: string;
  columns: readonly (ListColumn | false)[];
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth} {...(wideOnly ? { visibleFrom: 'sm' } : {})}>
      <Table {...table}>
        {caption && <Table.Caption>{caption}</Table.Caption>}
        <Table.Thead>
          <Table.Tr>
            {columns
              .filter((column): column is ListColumn => column !== false)
              .map((column) => (
                <Table.Th
                  key={column.label}
                  scope="col"
                  {...(column.numeric ? { ta: 'right' as const } : {})}
                  {...(column.wideOnly ? { visibleFrom: 'sm' as const } : {})}
                >
                  {column.label}
                </Table.Th>
              ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
