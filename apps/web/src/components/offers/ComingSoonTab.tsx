import { Badge, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../club/Icon';
import type { ClubTab } from './ClubTabs';

const ICONS: Record<ClubTab, IconName> = {
  overview: 'calendar',
  financials: 'download',
  events: 'calendar',
  products: 'heart',
  topProducts: 'heart',
  topSponsors: 'users',
  membership: 'users',
};

/**
 * A tab that later work fills in: says what it will show, with no made-up numbers (an empty chart would
 * look like a club without donations).
 */
export function ComingSoonTab({ tab }: { tab: ClubTab }) {
  const { t } = useTranslation('offers');
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} className="offers-soon">
      <Stack align="center" gap="sm" ta="center" maw={520} mx="auto">
        <ThemeIcon size={56} radius="xl" variant="light" color="night">
          <Icon name={ICONS[tab]} size={28} />
        </ThemeIcon>
        <Badge color="amber.3" c="night.6" variant="filled" radius="sm" tt="none">
          {t('soon.badge')}
        </Badge>
        <Title order={2} fz={{ base: 20, sm: 24 }}>
          {t(`tabs.${tab}`)}
        </Title>
        <Text c="dimmed">{t(`soon.${tab}`)}</Text>
      </Stack>
    </Paper>
  );
}
