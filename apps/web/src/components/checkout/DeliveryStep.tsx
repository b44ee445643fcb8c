import { Button, Card, Grid, Group, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { DeliveryInfo } from '@tifo/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { issueText } from '../../i18n';
import type { DeliveryForm } from '../../lib/deliveryStorage';
import { toDeliveryInfo } from '../../lib/paymentsApi';
import { countryOptions } from '../org/countries';

type Field = keyof DeliveryForm;
type Errors = Partial<Record<Field, string>>;

/** Countries a club ships to (Switzerland and its neighbours), named in the UI language. */
const COUNTRIES = ['CH', 'LI', 'DE', 'AT', 'FR', 'IT'] as const;

type Span = number | { base: number; xs: number };

/** The address lines, in the order shown (the country, phone and notes follow). */
const ADDRESS_FIELDS: readonly { name: Field; autoComplete: string; required: boolean; span: Span }[] = [
  { name: 'fullName', autoComplete: 'name', required: true, span: 12 },
  { name: 'address1', autoComplete: 'address-line1', required: true, span: 12 },
  { name: 'address2', autoComplete: 'address-line2', required: false, span: 12 },
  { name: 'postalCode', autoComplete: 'postal-code', required: true, span: { base: 12, xs: 4 } },
  { name: 'city', autoComplete: 'address-level2', required: true, span: { base: 12, xs: 8 } },
];

/** The contract's errors of a delivery form, one per field, translated. */
export function deliveryErrors(form: DeliveryForm): Errors {
  const parsed = DeliveryInfo.safeParse(toDeliveryInfo(form));
  if (parsed.success) return {};
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= issueText(issue.message) ?? issue.message;
  }
  return errors;
}

/**
 * Step 2 (only for products with delivery): the address. fullName, address, city, postal code and country are
 * required ('Required field'); the phone number is optional and checked ('Invalid phone number'); an error
 * clears as soon as its field is edited (PRODUCT.md §validation).
 */
export function DeliveryStep({
  value,
  onChange,
  onBack,
  onNext,
}: {
  value: DeliveryForm;
  onChange: (next: DeliveryForm) => void;
  onBack: () => void;
  onNext: () => void;
}) {
  const { t, i18n } = useTranslation('checkout');
  const [errors, setErrors] = useState<Errors>({});
  const countries = countryOptions(i18n.language, COUNTRIES);

  const field = (name: Field) => ({
    value: value[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      onChange({ ...value, [name]: event.currentTarget.value });
      if (errors[name]) setErrors({ ...errors, [name]: undefined });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = deliveryErrors(value);
    setErrors(found);
    if (Object.keys(found).length === 0) {
      onNext();
      return;
    }
    const first = (Object.keys(found) as Field[])[0];
    if (first) document.getElementById(`delivery-${first}`)?.focus();
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="checkout-delivery-title">
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} fz="xl" id="checkout-delivery-title">
              {t('delivery.heading')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('delivery.text')}
            </Text>
          </Stack>
          <Grid gap="sm">
            {ADDRESS_FIELDS.map(({ name, autoComplete, required, span }) => (
              <Grid.Col key={name} span={span}>
                <TextInput
                  id={`delivery-${name}`}
                  label={t(`delivery.${name}`)}
                  autoComplete={autoComplete}
                  required={required}
                  {...field(name)}
                />
              </Grid.Col>
            ))}
            <Grid.Col span={12}>
              <Select
                id="delivery-country"
                label={t('delivery.country')}
                data={countries}
                value={value.country || null}
                onChange={(country) => {
                  onChange({ ...value, country: country ?? '' });
                  if (errors.country) setErrors({ ...errors, country: undefined });
                }}
                error={errors.country}
                allowDeselect={false}
                autoComplete="country"
                required
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <TextInput
                id="delivery-phoneNumber"
                label={t('delivery.phoneNumber')}
                description={t('delivery.phoneHint')}
                type="tel"
                autoComplete="tel"
                {...field('phoneNumber')}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <Textarea
                id="delivery-additionalNotes"
                label={t('delivery.additionalNotes')}
                autosize
                minRows={2}
                maxLength={500}
                {...field('additionalNotes')}
              />
            </Grid.Col>
          </Grid>
          <Group justify="space-between">
            <Button variant="default" radius="xl" onClick={onBack}>
              {t('payment.back')}
            </Button>
            <Button type="submit" radius="xl">
              {t('delivery.next')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </form>
  );
}
