import { Box, type MantineSpacing, Title } from '@mantine/core';
import type { ReactNode } from 'react';

const TITLE_SIZES = {
  md: { fz: { base: 22, md: 26 }, mb: 'sm' },
  lg: { fz: { base: 24, md: 30 }, mb: 'xs' },
} as const;

/**
 * A section of a content page, named by its heading (an h2 whose id the section's aria-labelledby names): `lg`
 * for a page of few large sections, with the room below the heading `below` when it needs more.
 */
export function PageSection({
  id,
  title,
  size = 'md',
  below,
  children,
}: {
  id: string;
  title: ReactNode;
  size?: keyof typeof TITLE_SIZES;
  below?: MantineSpacing;
  children: ReactNode;
}) {
  const { fz, mb } = TITLE_SIZES[size];
  return (
    <Box component="section" aria-labelledby={id}>
      <Title id={id} order={2} fz={fz} mb={below ?? mb}>
        {title}
      </Title>
      {children}
    </Box>
  );
}
