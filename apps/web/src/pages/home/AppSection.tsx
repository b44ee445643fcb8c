import { Box, Button, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ROUTES } from '@tifo/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/clubs/icons';
import { PLATFORM_NAME } from '../../theme';
import { CheckPoints } from './CheckPoints';

const APP_POINTS = ['quick', 'favourites', 'receipts'] as const;

/** The home page's section on giving from the phone, with a sketch of the app. */
export function AppSection() {
  const { t } = useTranslation('home');
  return (
    <Box component="section" className="section-tinted" py={{ base: 56, md: 88 }} aria-labelledby="app-title">
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} style={{ alignItems: 'center' }}>
          <Stack gap="md">
            <Title id="app-title" order={2} fz={{ base: 28, md: 36 }}>
              {t('app.title')}
            </Title>
            <Text c="dimmed">{t('app.text', { name: PLATFORM_NAME })}</Text>
            <CheckPoints color="tifo" points={APP_POINTS.map((point) => t(`app.points.${point}`))} />
            <Button
              component={Link}
              to={ROUTES.donationApp}
              w="fit-content"
              mt="xs"
              leftSection={<Icon name="phone" />}
            >
              {t('app.link')}
            </Button>
          </Stack>
          <Box className="home-app__visual" aria-hidden="true">
            <div className="home-app__phone">
              <div className="home-app__notch" />
              <Text fw={800} size="sm">
                {t('app.mock.club')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('app.mock.goal')}
              </Text>
              <div className="home-app__bar">
                <span />
              </div>
              <Text fw={800} fz={28} ta="center" mt="md">
                {t('app.mock.amount')}
              </Text>
              <div className="home-app__button">{t('app.mock.pay')}</div>
            </div>
          </Box>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
