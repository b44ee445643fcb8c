import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled section of a dashboard tab: its heading (a landmark's name), a line of explanation, its content. */
export function SectionCard({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Title order={2} fz="xl" id={id}>
          {title}
        </Title>
        <Text c="dimmed">{intro}</Text>
        {children}
      </Stack>
    </Card>
  );
}
