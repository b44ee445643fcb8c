import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { Icon } from '../../components/clubs/icons';

/** A short list of a section's points, each with a check mark. */
export function CheckPoints({ points, color }: { points: readonly string[]; color: string }) {
  return (
    <Stack gap="sm" component="ul" className="plain-list">
      {points.map((point) => (
        <Group key={point} component="li" gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={26} radius="xl" color={color} variant="light">
            <Icon name="check" size={16} />
          </ThemeIcon>
          <Text size="sm">{point}</Text>
        </Group>
      ))}
    </Stack>
  );
}
