import { Box, Table, Text } from '@mantine/core';

export interface Fact {
  label: string;
  value: string;
}

/**
 * Label–value rows (the press fact sheet, the privacy policy's retention periods): a table from 576 px on, and on
 * a phone a list of the same rows, label over value. As two columns there, long German words ('Aufbewahrungsdauer',
 * 'Sponsoringplattform') pushed the page sideways or broke mid-word. Only one of the two is displayed (and read by
 * a screen reader) at a time; the pages are server-rendered, so CSS chooses (visibleFrom / hiddenFrom).
 */
export function FactsTable({
  rows,
  caption,
  headers,
  labelWidth,
}: {
  rows: readonly Fact[];
  caption?: string;
  headers?: readonly [string, string];
  labelWidth?: string;
}) {
  return (
    <>
      <Table
        striped={headers !== undefined}
        withTableBorder
        verticalSpacing="sm"
        captionSide="top"
        visibleFrom="xs"
      >
        {caption && <Table.Caption ta="left">{caption}</Table.Caption>}
        {headers && (
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{headers[0]}</Table.Th>
              <Table.Th scope="col">{headers[1]}</Table.Th>
            </Table.Tr>
          </Table.Thead>
        )}
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.label}>
              <Table.Th scope="row" fw={600} w={labelWidth} style={{ verticalAlign: 'top' }}>
                {row.label}
              </Table.Th>
              <Table.Td>{row.value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Box hiddenFrom="xs">
        {caption && (
          <Text size="sm" c="dimmed" mb="xs">
            {caption}
          </Text>
        )}
        <Box component="dl" m={0} className="facts-list">
          {rows.map((row) => (
            <div key={row.label}>
              <Text component="dt" fw={600} size="sm">
                {row.label}
              </Text>
              <Text component="dd" m={0} size="sm">
                {row.value}
              </Text>
            </div>
          ))}
        </Box>
      </Box>
    </>
  );
}
