import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The small label above a text page's title ('Rechtliches', 'Für Spenderinnen und Spender'). It wraps on a narrow
 * phone instead of being cut off with an ellipsis, as a badge would be.
 */
export function Eyebrow({ children }: { children: ReactNode }) {
  return (
    <Badge
      color="tifo"
      variant="light"
      size="lg"
      radius="sm"
      w="fit-content"
      maw="100%"
      h="auto"
      py={4}
      styles={{ label: { whiteSpace: 'normal' } }}
    >
      {children}
    </Badge>
  );
}
