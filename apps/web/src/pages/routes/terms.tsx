import { Card, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LegalDocument, useLegalValues } from '../legal/LegalDocument';

/** /agb: general terms and conditions; the text lives in the `legal` namespace. */
export default function TermsPage() {
  const { t } = useTranslation('legal');
  const { t: tCommon } = useTranslation('common');
  const values = useLegalValues();
  return (
    <LegalDocument
      doc="terms"
      title={tCommon('routes.terms')}
      values={values}
      closing={
        <Card radius="lg" padding="lg" className="section-tinted">
          <Text fw={700}>{t('operatorLabel')}</Text>
          <Text>{values.operator}</Text>
          <Text>{values.address}</Text>
        </Card>
      }
    />
  );
}
