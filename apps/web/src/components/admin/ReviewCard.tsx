import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A section of the operator's review of one registration, titled for screen readers too. */
export function Card({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Title order={2} fz="lg" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** Terms and their values as a definition list; an empty value shows a dash. */
export function Definitions({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="org-definition">
      {rows.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{value === null || value === '' ? '–' : value}</dd>
        </div>
      ))}
    </dl>
  );
}
