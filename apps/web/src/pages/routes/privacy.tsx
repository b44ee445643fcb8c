import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LegalDocument, SCROLL_MARGIN, useLegalValues } from '../legal/LegalDocument';

const PRIVACY_EMAIL = 'datenschutz@tifo.ch';

/** /datenschutz: privacy policy with the retention periods as a table; text in the `legal` namespace. */
export default function PrivacyPage() {
  const { t } = useTranslation('legal');
  const { t: tCommon } = useTranslation('common');
  const values = { ...useLegalValues(), email: PRIVACY_EMAIL };
  return (
    <LegalDocument
      doc="privacy"
      title={tCommon('routes.privacy')}
      values={values}
      closingLink={{ id: 'privacy-contact', label: t('privacy.contactTitle') }}
      closing={
        <Card
          component="section"
          id="privacy-contact"
          aria-labelledby="privacy-contact-title"
          radius="lg"
          padding="xl"
          className="section-tinted"
          style={SCROLL_MARGIN}
        >
          <Title id="privacy-contact-title" order={2} fz={{ base: 22, md: 26 }} mb="xs">
            {t('privacy.contactTitle')}
          </Title>
          <Text mb="md">{t('privacy.contactText')}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <Stack gap={2}>
              <Text fw={700}>{t('privacy.emailLabel')}</Text>
              <Anchor href={`mailto:${PRIVACY_EMAIL}`} fw={600}>
                {PRIVACY_EMAIL}
              </Anchor>
            </Stack>
            <Stack gap={2} component="address" style={{ fontStyle: 'normal' }}>
              <Text fw={700}>{t('privacy.postalLabel')}</Text>
              <Text>{values.operator}</Text>
              <Text>{t('privacy.postalAttention')}</Text>
              <Text>{values.address}</Text>
            </Stack>
          </SimpleGrid>
        </Card>
      }
    />
  );
}
