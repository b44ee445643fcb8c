import { Avatar, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** A club's logo (or its initials) with lines about it: the rows of the profile's club lists. */
export function ClubIdentity({
  name,
  logo,
  gap = 0,
  children,
}: {
  name: string;
  logo: string | null;
  gap?: number;
  children: ReactNode;
}) {
  return (
    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
      <Avatar src={logo ?? undefined} radius="sm" size={44} alt="">
        {name.slice(0, 2).toUpperCase()}
      </Avatar>
      <Stack gap={gap} style={{ minWidth: 0 }}>
        {children}
      </Stack>
    </Group>
  );
}
