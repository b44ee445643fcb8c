import { Anchor, Checkbox } from '@mantine/core';
import { ROUTES } from '@tifo/contract';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The terms and privacy notice to accept before paying, both opening in a new tab. */
export function TermsCheckbox({
  checked,
  onChange,
  disabled,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('checkout');
  return (
    <Checkbox
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      disabled={disabled}
      label={
        <Trans
          t={t}
          i18nKey="payment.terms"
          components={{
            terms: <Anchor component={Link} to={ROUTES.terms} target="_blank" inherit />,
            privacy: <Anchor component={Link} to={ROUTES.privacy} target="_blank" inherit />,
          }}
        />
      }
    />
  );
}
