import { Box, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PAGE_TITLE_SIZE } from '../theme';
import { Eyebrow } from './Eyebrow';

/**
 * The tinted head of a content page: its eyebrow, its title (the page's one h1) and what follows it, usually the
 * introduction (`intro`, set large and dimmed). `wide` is the width of a page with a wide body (press, the
 * certificate), whose head stays readable at 760 px.
 */
export function PageHeader({
  eyebrow,
  title,
  intro,
  wide = false,
  children,
}: {
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  wide?: boolean;
  children?: ReactNode;
}) {
  return (
    <Box component="header" className="section-tinted" py={{ base: 40, md: 64 }}>
      <Container size={wide ? 'lg' : 'md'}>
        <Stack gap="sm" {...(wide ? { maw: 760 } : {})}>
          <Eyebrow>{eyebrow}</Eyebrow>
          <Title order={1} fz={PAGE_TITLE_SIZE}>
            {title}
          </Title>
          {children}
          {intro !== undefined && (
            <Text size="lg" c="dimmed">
              {intro}
            </Text>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
