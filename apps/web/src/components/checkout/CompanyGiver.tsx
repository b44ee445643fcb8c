import { Checkbox, Grid, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { GiverCompany } from '@tifo/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { issueText } from '../../i18n';
import { callApi } from '../../lib/api';
import * as api from '../../lib/endpoints';

type Field = 'name' | 'address1' | 'address2' | 'postalCode' | 'city';
const EMPTY: Record<Field, string> = { name: '', address1: '', address2: '', postalCode: '', city: '' };

/**
 * "Give as a company" at checkout (issue 47): the donor names a company and its address, and the receipt (and the
 * year's certificate) is issued to it. What the account chose last comes prefilled; the payment sends the choice
 * (`company`, or null to give as oneself again), and the server keeps it for the next gift.
 */
export function useCompanyGiver() {
  const known = useQuery({
    queryKey: ['donations', 'giver'],
    queryFn: () => callApi(api.getDonationsGiver, undefined, { toast: false }),
    staleTime: 60_000,
  });
  const [asCompany, setAsCompany] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const company = known.data?.company;
  useEffect(() => {
    if (!company) return;
    setAsCompany(true);
    setValues({
      name: company.name,
      address1: company.address1,
      address2: company.address2 ?? '',
      postalCode: company.postalCode,
      city: company.city,
    });
  }, [company]);

  /** The payment's `company`: the checked company, null for oneself; undefined while a field is wrong. */
  const choice = (): GiverCompany | null | undefined => {
    if (!asCompany) return null;
    const parsed = GiverCompany.safeParse({ ...values, address2: values.address2 || null });
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
    return undefined;
  };
  return { asCompany, setAsCompany, values, setValues, errors, choice };
}

export function CompanyGiverFields({
  giver,
  disabled,
}: {
  giver: ReturnType<typeof useCompanyGiver>;
  disabled: boolean;
}) {
  const { t } = useTranslation('checkout');
  const field = (name: Field, span: number, required = true) => (
    <Grid.Col span={{ base: 12, sm: span }}>
      <TextInput
        label={t(`company.${name}`)}
        required={required}
        disabled={disabled}
        value={giver.values[name]}
        error={issueText(giver.errors[name])}
        autoComplete={name === 'name' ? 'organization' : undefined}
        onChange={(event) => {
          const value = event.currentTarget.value;
          giver.setValues((before) => ({ ...before, [name]: value }));
        }}
      />
    </Grid.Col>
  );
  return (
    <Stack gap="xs" data-testid="checkout-company">
      <Checkbox
        checked={giver.asCompany}
        onChange={(event) => giver.setAsCompany(event.currentTarget.checked)}
        disabled={disabled}
        label={t('company.asCompany')}
        description={t('company.hint')}
      />
      {giver.asCompany && (
        <Grid gap="sm">
          {field('name', 12)}
          {field('address1', 12)}
          {field('address2', 12, false)}
          {field('postalCode', 4)}
          {field('city', 8)}
        </Grid>
      )}
    </Stack>
  );
}
