import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  formatChfGrouped,
  PLATFORM_FEE_CAP_RAPPEN,
  PLATFORM_FEE_PERCENT,
  platformFeeRappen,
  ROUTES,
} from '@tifo/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NearbyClubsSection } from '../components/clubs/NearbyClubsSection';
import { WhenTranslated } from '../components/WhenTranslated';
import '../components/clubs/home.css';
import { useDocumentTitle } from '../lib/hooks';
import { PLATFORM_NAME } from '../theme';
import { AboutSection } from './home/AboutSection';
import { AppSection } from './home/AppSection';
import { PartnersSection } from './home/PartnersSection';
import { TeamworkSection } from './home/TeamworkSection';

const AUDIENCES = [
  { key: 'clubs', color: 'tifo', icon: 'M12 2l8 4v6c0 5-3.5 8.5-8 10-4.5-1.5-8-5-8-10V6z' },
  {
    key: 'athletes',
    color: 'pitch',
    icon: 'M13 3a2 2 0 110 4 2 2 0 010-4zM7 21l3-8 3 3v5M10 13l-2-4 5-1 3 4h3',
  },
  { key: 'academies', color: 'amber', icon: 'M2 9l10-5 10 5-10 5zM6 11v5c3 2 9 2 12 0v-5' },
  {
    key: 'foundations',
    color: 'night',
    icon: 'M12 21s-8-5-8-11a4.5 4.5 0 018-3 4.5 4.5 0 018 3c0 6-8 11-8 11z',
  },
] as const;

const STEPS = ['one', 'two', 'three'] as const;

/** While the club cards' translations load, the carousel keeps its height. */
function NearbyClubsFallback() {
  return (
    <Container size="xl" py={{ base: 48, md: 80 }} aria-hidden="true">
      <Skeleton height={36} width={320} mb="lg" />
      <SimpleGrid cols={{ base: 1, sm: 3, lg: 4 }} spacing="md">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} height={220} radius="lg" />
        ))}
      </SimpleGrid>
    </Container>
  );
}

/** Example donations in Rappen for the fee table. */
const FEE_EXAMPLES = [2000, 5000, 15_000];

export default function HomePage() {
  const { t } = useTranslation('home');
  const { t: tCommon } = useTranslation('common');
  useDocumentTitle(tCommon('tagline'));

  return (
    <>
      <Box component="section" className="hero" aria-labelledby="hero-title">
        <Container size="xl" py={{ base: 56, md: 104 }}>
          <Stack gap="lg" maw={720}>
            <Badge variant="white" color="tifo" size="lg" radius="sm" w="fit-content">
              {t('hero.eyebrow')}
            </Badge>
            <Title id="hero-title" order={1} c="white" fz={{ base: 36, sm: 48, md: 60 }} lh={1.05}>
              {t('hero.title')}
            </Title>
            <Text c="white" fz={{ base: 'md', md: 'xl' }} maw={600} className="hero__text">
              {t('hero.text', { name: PLATFORM_NAME })}
            </Text>
            <Group gap="sm" mt="sm">
              <Button component={Link} to={ROUTES.signUp} size="lg" color="amber.3" c="night.6">
                {t('hero.ctaSignUp')}
              </Button>
              <Button component={Link} to={ROUTES.registerClub} size="lg" variant="outline" color="white">
                {t('hero.ctaRegisterClub')}
              </Button>
            </Group>
            <Group gap="xs" mt="xs">
              <span className="pay-pill">{t('hero.payments')}</span>
            </Group>
          </Stack>
        </Container>
      </Box>

      <WhenTranslated namespace="clubs" fallback={<NearbyClubsFallback />}>
        <NearbyClubsSection />
      </WhenTranslated>

      <TeamworkSection />

      <Box component="section" py={{ base: 56, md: 88 }} aria-labelledby="audiences-title">
        <Container size="xl">
          <Title id="audiences-title" order={2} ta="center" mb={40} fz={{ base: 28, md: 36 }}>
            {t('audiences.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
            {AUDIENCES.map((audience) => (
              <Card key={audience.key} withBorder radius="lg" padding="xl" className="feature-card">
                <ThemeIcon size={48} radius="md" color={audience.color} variant="light" mb="md">
                  <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
                    <path
                      d={audience.icon}
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="1.8"
                      strokeLinejoin="round"
                      strokeLinecap="round"
                    />
                  </svg>
                </ThemeIcon>
                <Title order={3} fz="lg" mb={6}>
                  {t(`audiences.${audience.key}.title`)}
                </Title>
                <Text c="dimmed" size="sm">
                  {t(`audiences.${audience.key}.text`)}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Box
        component="section"
        className="section-tinted"
        py={{ base: 56, md: 88 }}
        aria-labelledby="steps-title"
      >
        <Container size="xl">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
            <Stack gap="lg">
              <Title id="steps-title" order={2} fz={{ base: 28, md: 36 }}>
                {t('steps.title')}
              </Title>
              <Stack gap="md" component="ol" className="plain-list">
                {STEPS.map((step, index) => (
                  <Group key={step} component="li" wrap="nowrap" align="flex-start" gap="md">
                    <ThemeIcon size={40} radius="xl" color="tifo">
                      <Text fw={800}>{index + 1}</Text>
                    </ThemeIcon>
                    <Stack gap={2}>
                      <Text fw={700}>{t(`steps.${step}.title`)}</Text>
                      <Text c="dimmed" size="sm">
                        {t(`steps.${step}.text`)}
                      </Text>
                    </Stack>
                  </Group>
                ))}
              </Stack>
            </Stack>
            <Card withBorder radius="lg" padding="xl" shadow="sm">
              <Stack gap="md">
                <Title order={2} fz={{ base: 22, md: 26 }}>
                  {t('fee.title')}
                </Title>
                <Text c="dimmed">
                  {t('fee.text', {
                    name: PLATFORM_NAME,
                    percent: PLATFORM_FEE_PERCENT,
                    cap: formatChfGrouped(PLATFORM_FEE_CAP_RAPPEN),
                  })}
                </Text>
                <Table striped withTableBorder captionSide="bottom" verticalSpacing="sm">
                  <Table.Caption>{t('fee.tableCaption')}</Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('fee.donation')}</Table.Th>
                      <Table.Th ta="right">{t('fee.fee')}</Table.Th>
                      <Table.Th ta="right">{t('fee.payout')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {FEE_EXAMPLES.map((amount) => {
                      const fee = platformFeeRappen(amount);
                      return (
                        <Table.Tr key={amount}>
                          <Table.Td>{formatChfGrouped(amount)}</Table.Td>
                          <Table.Td ta="right">{formatChfGrouped(fee)}</Table.Td>
                          <Table.Td ta="right" fw={700} c="pitch.8">
                            {formatChfGrouped(amount - fee)}
                          </Table.Td>
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </Stack>
            </Card>
          </SimpleGrid>
        </Container>
      </Box>

      <AboutSection />

      <PartnersSection />

      <AppSection />

      <Box component="section" py={{ base: 56, md: 88 }} aria-labelledby="final-title">
        <Container size="md">
          <Card radius="xl" padding={40} className="final-cta">
            <Stack align="center" ta="center" gap="md">
              <Title id="final-title" order={2} c="white" fz={{ base: 26, md: 34 }}>
                {t('final.title')}
              </Title>
              <Text c="gray.3" maw={520}>
                {t('final.text')}
              </Text>
              <Group justify="center" gap="sm">
                <Button component={Link} to={ROUTES.signUp} size="md">
                  {t('hero.ctaSignUp')}
                </Button>
                <Button component={Link} to={ROUTES.registerClub} size="md" variant="white" color="night">
                  {t('hero.ctaRegisterClub')}
                </Button>
              </Group>
            </Stack>
          </Card>
        </Container>
      </Box>
    </>
  );
}
