import { Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The operator's tables on a phone: one card per row instead of a table wider than the screen. The list is shown
 * below the sm breakpoint; the table beside it carries `visibleFrom="sm"`.
 */
export function PhoneCards({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" gap="sm" hiddenFrom="sm" className="plain-list" aria-label={label}>
      {children}
    </Stack>
  );
}

/** One row of a PhoneCards list. */
export function PhoneCard({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid={testId}>
      {children}
    </Paper>
  );
}
