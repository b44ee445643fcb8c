import { Anchor, Box, Grid, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/hooks';
import { CardGrid, PageHero, Section, tList } from '../info/InfoParts';
import { APP_STORE_URL, GOOGLE_PLAY_URL } from '../info/videos';

const STORES = [
  { key: 'appStore', href: APP_STORE_URL, badge: '/badges/app-store.svg', width: 156 },
  { key: 'googlePlay', href: GOOGLE_PLAY_URL, badge: '/badges/google-play.svg', width: 176 },
] as const;

function StoreBadges() {
  const { t } = useTranslation('info');
  return (
    <Group gap="sm">
      {STORES.map((store) => (
        <Anchor
          key={store.key}
          href={store.href}
          target="_blank"
          rel="noopener noreferrer"
          className="store-badge"
        >
          <img
            src={store.badge}
            alt={`${t(`donationApp.stores.${store.key}`)} ${t('common.newTab')}`}
            width={store.width}
            height={52}
          />
        </Anchor>
      ))}
    </Group>
  );
}

function PhoneMock() {
  const { t } = useTranslation('info');
  return (
    <div className="phone-mock" aria-hidden="true">
      <div className="phone-mock__bar" style={{ width: '40%', margin: '0 auto 8px' }} />
      <div className="phone-mock__card">
        <Text fw={800} size="sm">
          {t('donationApp.phone.club')}
        </Text>
        <Text size="xs" c="dimmed" mt={4}>
          {t('donationApp.phone.goal')}
        </Text>
        <Box mt={8} h={8} bg="gray.2" style={{ borderRadius: 4, overflow: 'hidden' }}>
          <Box h="100%" w="68%" bg="pitch.6" />
        </Box>
      </div>
      <div className="phone-mock__card">
        <Text fw={800} fz={26} ta="center">
          {t('donationApp.phone.amount')}
        </Text>
      </div>
      <div className="phone-mock__bar" />
      <div className="phone-mock__bar" style={{ width: '70%' }} />
      <div className="phone-mock__button" style={{ marginTop: 'auto' }}>
        {t('donationApp.phone.pay')}
      </div>
    </div>
  );
}

export default function DonationAppPage() {
  const { t } = useTranslation('info');
  const { t: tCommon } = useTranslation('common');
  const title = tCommon('routes.donationApp');
  useDocumentTitle(title);

  return (
    <>
      <PageHero title={title} eyebrow={t('donationApp.eyebrow')} lead={t('donationApp.lead')} variant="red">
        <StoreBadges />
      </PageHero>
      <Section title={t('donationApp.features.title')}>
        <Grid gap={40} align="center">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <CardGrid items={tList(t, 'donationApp.features.items')} cols={2} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <PhoneMock />
          </Grid.Col>
        </Grid>
      </Section>
      <Section title={t('donationApp.stores.title')} tinted>
        <Stack gap="lg">
          <Text size="lg" maw={640}>
            {t('donationApp.stores.text')}
          </Text>
          <StoreBadges />
        </Stack>
      </Section>
    </>
  );
}
