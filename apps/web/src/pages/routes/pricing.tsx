import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatChfGrouped, PLATFORM_FEE_CAP_RAPPEN, PLATFORM_FEE_PERCENT, ROUTES } from '@tifo/contract';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/hooks';
import { FeeCalculator, FeeExamples, MIN_DONATION_RAPPEN } from '../info/FeeCalculator';
import { CardGrid, FinalCta, PageHero, Section, tList } from '../info/InfoParts';

export default function PricingPage() {
  const { t } = useTranslation('info');
  const { t: tCommon } = useTranslation('common');
  const title = tCommon('routes.pricing');
  useDocumentTitle(title);

  return (
    <>
      <PageHero title={title} eyebrow={t('pricing.eyebrow')} lead={t('pricing.lead')} variant="red" />
      <Section title={t('pricing.benefits.title')}>
        <CardGrid items={tList(t, 'pricing.benefits.items')} />
      </Section>
      <Section title={t('pricing.fee.title')} tinted>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={40}>
          <Stack gap="lg">
            <Text size="lg">
              {t('pricing.fee.text', {
                percent: PLATFORM_FEE_PERCENT,
                cap: formatChfGrouped(PLATFORM_FEE_CAP_RAPPEN),
                min: formatChfGrouped(MIN_DONATION_RAPPEN),
              })}
            </Text>
            <Card radius="lg" padding="lg" withBorder>
              <Text fw={600}>{t('pricing.fee.example')}</Text>
            </Card>
            <FeeExamples />
          </Stack>
          <FeeCalculator />
        </SimpleGrid>
      </Section>
      <FinalCta
        title={t('pricing.final.title')}
        text={t('pricing.final.text')}
        links={[
          { to: ROUTES.registerClub, label: t('common.registerClub') },
          { to: ROUTES.howItWorks, label: tCommon('routes.howItWorks'), white: true },
        ]}
      />
    </>
  );
}
