import { Box, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatChfGrouped, PLATFORM_FEE_CAP_RAPPEN, PLATFORM_FEE_PERCENT, ROUTES } from '@tifo/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Eyebrow } from '../../components/Eyebrow';
import { PLATFORM_NAME } from '../../theme';
import { CheckPoints } from './CheckPoints';

const ABOUT_POINTS = ['swiss', 'languages', 'free'] as const;

/** The home page's section about the platform: Swiss, four languages, free for clubs, with its key figures. */
export function AboutSection() {
  const { t } = useTranslation('home');
  return (
    <Box component="section" py={{ base: 56, md: 88 }} aria-labelledby="about-title">
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} style={{ alignItems: 'center' }}>
          <Stack gap="md">
            <Eyebrow>{t('about.eyebrow')}</Eyebrow>
            <Title id="about-title" order={2} fz={{ base: 28, md: 36 }}>
              {t('about.title', { name: PLATFORM_NAME })}
            </Title>
            <Text c="dimmed">{t('about.text', { name: PLATFORM_NAME })}</Text>
            <CheckPoints color="pitch" points={ABOUT_POINTS.map((point) => t(`about.points.${point}`))} />
            <Button component={Link} to={ROUTES.about} variant="outline" w="fit-content" mt="xs">
              {t('about.link', { name: PLATFORM_NAME })}
            </Button>
          </Stack>
          <Card radius="xl" padding={36} bg="night.6" c="white">
            <Stack gap="lg">
              <Group gap="sm" wrap="nowrap">
                <svg viewBox="0 0 32 32" width="44" height="44" aria-hidden="true" focusable="false">
                  <rect width="32" height="32" rx="6" fill="#d7263d" />
                  <path d="M13 6h6v7h7v6h-7v7h-6v-7H6v-6h7z" fill="#fff" />
                </svg>
                <Text fw={800} fz="xl">
                  {t('about.madeIn')}
                </Text>
              </Group>
              <SimpleGrid cols={3} spacing="md">
                {(['languages', 'minimum', 'fee'] as const).map((fact) => (
                  <Stack key={fact} gap={2}>
                    <Text fw={800} fz={{ base: 22, sm: 28 }} c="amber.3">
                      {t(`about.facts.${fact}.value`, {
                        percent: PLATFORM_FEE_PERCENT,
                        cap: formatChfGrouped(PLATFORM_FEE_CAP_RAPPEN),
                      })}
                    </Text>
                    <Text size="xs" c="gray.3">
                      {t(`about.facts.${fact}.label`, { cap: formatChfGrouped(PLATFORM_FEE_CAP_RAPPEN) })}
                    </Text>
                  </Stack>
                ))}
              </SimpleGrid>
            </Stack>
          </Card>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
