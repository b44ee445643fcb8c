import { Card, Text } from '@mantine/core';
import { PLATFORM_FEE_CAP_RAPPEN, PLATFORM_FEE_PERCENT } from '@tifo/contract';
import { useTranslation } from 'react-i18next';
import { PLATFORM_NAME } from '../../theme';
import { LegalDocument } from '../legal/LegalDocument';

/** /agb: general terms and conditions; the text lives in the `legal` namespace. */
export default function TermsPage() {
  const { t } = useTranslation('legal');
  const { t: tCommon } = useTranslation('common');
  const values = {
    name: PLATFORM_NAME,
    operator: t('operator.name'),
    address: t('operator.address'),
    percent: PLATFORM_FEE_PERCENT,
    cap: PLATFORM_FEE_CAP_RAPPEN / 100,
  };
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
