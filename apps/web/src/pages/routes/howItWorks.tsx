import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ROUTES } from '@tifo/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/hooks';
import { WRAPPING_BUTTON } from '../../theme';
import { CardGrid, FinalCta, NumberedSteps, PageHero, Section, tList } from '../info/InfoParts';

export default function HowItWorksPage() {
  const { t } = useTranslation('info');
  const { t: tCommon } = useTranslation('common');
  const title = tCommon('routes.howItWorks');
  useDocumentTitle(title);

  const audiences = [
    { key: 'supporters', to: ROUTES.signUp, green: false },
    { key: 'organisations', to: ROUTES.registerClub, green: true },
  ] as const;

  return (
    <>
      <PageHero title={title} eyebrow={t('howItWorks.eyebrow')} lead={t('howItWorks.lead')} />
      <Section title={t('howItWorks.stepsTitle')} tinted>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          {audiences.map((audience) => (
            <Card key={audience.key} withBorder radius="lg" padding="xl" shadow="sm">
              <Stack gap="lg" h="100%">
                <Stack gap={4}>
                  <Title order={3} fz={{ base: 22, md: 26 }}>
                    {t(`howItWorks.${audience.key}.title`)}
                  </Title>
                  <Text c="dimmed">{t(`howItWorks.${audience.key}.intro`)}</Text>
                </Stack>
                <NumberedSteps items={tList(t, `howItWorks.${audience.key}.steps`)} green={audience.green} />
                {/* A long label (French: « S’inscrire gratuitement maintenant ») wraps on a phone. */}
                <Button
                  component={Link}
                  to={audience.to}
                  size="md"
                  mt="auto"
                  color={audience.green ? 'pitch.8' : 'tifo'}
                  w="fit-content"
                  maw="100%"
                  {...WRAPPING_BUTTON}
                  mih={42}
                >
                  {t(`howItWorks.${audience.key}.cta`)}
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Section>
      <Section title={t('howItWorks.trust.title')}>
        <CardGrid items={tList(t, 'howItWorks.trust.items')} />
      </Section>
      <FinalCta
        title={t('howItWorks.final.title')}
        text={t('howItWorks.final.text')}
        links={[
          { to: ROUTES.signUp, label: t('common.registerUser') },
          { to: ROUTES.registerClub, label: t('common.registerClub'), white: true },
        ]}
      />
    </>
  );
}
