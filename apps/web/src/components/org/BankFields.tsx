import { zodResolver } from '@hookform/resolvers/zod';
import { Grid, Group, Radio, TextInput } from '@mantine/core';
import {
  type BankDetails,
  BankForm,
  CURRENCIES,
  formatIban,
  ibanInputMax,
  isValidIban,
  ORG_LIMITS,
} from '@tifo/contract';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { issueText } from '../../i18n';
import { CountrySelect, OrgForm } from './FormParts';
import { IbanInput } from './IbanInput';
import { useSaveSubmit } from './serverErrors';

type BankValues = z.input<typeof BankForm>;
export type BankResult = z.output<typeof BankForm>;

/** The bank account the form gives, as the bank calls take it for `clubId`. */
export function bankRequestOf(clubId: string, values: BankResult) {
  return { clubId, name: values.name, iban: values.iban, currency: values.currency, country: values.country };
}

const FIELD_NAMES = ['country', 'name', 'iban', 'confirmIban', 'currency'] as const;

/** Send is enabled only when country, owner, currency and a valid IBAN are set (PRODUCT.md §validation). */
export function bankReady(values: Partial<BankValues>): boolean {
  return Boolean(
    values.country && values.name?.trim() && values.currency && values.iban && isValidIban(values.iban),
  );
}

export function bankFormValues(bank: BankDetails | null): BankValues {
  return {
    country: bank?.country ?? 'CH',
    name: bank?.name ?? '',
    iban: bank && !bank.ibanMasked ? formatIban(bank.iban) : '',
    confirmIban: '',
    currency: bank?.currency ?? 'CHF',
  };
}

/**
 * Bank country, account owner (60), IBAN in groups of four (max 26 for CH, else 42; 'Invalid IBAN format'),
 * the confirmation that must match, and the currency (CHF or EUR, CHF by default).
 */
export function BankFieldsForm({
  bank,
  submitLabel,
  secondary,
  children,
  onSave,
}: {
  bank: BankDetails | null;
  submitLabel: string;
  secondary?: ReactNode;
  /** Shown between the fields and the buttons (the wizard's documents). */
  children?: ReactNode;
  onSave: (bank: BankResult) => Promise<void>;
}) {
  const { t } = useTranslation('org');
  const form = useForm<BankValues, unknown, BankResult>({
    resolver: zodResolver(BankForm),
    defaultValues: bankFormValues(bank),
    mode: 'onTouched',
  });
  const {
    control,
    register,
    watch,
    trigger,
    getFieldState,
    formState: { errors },
  } = form;
  const { submit, formError } = useSaveSubmit(form, FIELD_NAMES, onSave);
  const values = watch();
  const ready = bankReady(values);
  const error = (field: keyof BankValues) => issueText(errors[field]?.message);
  const maxLength = ibanInputMax(values.country);

  return (
    <OrgForm
      form={form}
      save={{ submit, formError }}
      bar={{ secondary, submitLabel, readiness: { ready, hint: t('bank.sendHint') } }}
    >
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <CountrySelect label={t('bank.country')} error={error('country')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={t('bank.owner')}
            description={t('bank.ownerHint')}
            maxLength={ORG_LIMITS.bankOwnerMax}
            withAsterisk
            autoComplete="off"
            error={error('name')}
            {...register('name')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Controller
            control={control}
            name="iban"
            render={({ field }) => (
              <IbanInput
                label={t('bank.iban')}
                description={t('bank.ibanHint')}
                placeholder={t('bank.ibanPlaceholder')}
                withAsterisk
                maxLength={maxLength}
                error={error('iban')}
                value={field.value ?? ''}
                onChange={(grouped) => {
                  field.onChange(grouped);
                  // A correction clears the message at once; the next blur checks again.
                  if (getFieldState('iban').error) void trigger('iban');
                }}
                onBlur={field.onBlur}
                ref={field.ref}
                name={field.name}
                data-testid="iban-input"
              />
            )}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Controller
            control={control}
            name="confirmIban"
            render={({ field }) => (
              <IbanInput
                label={t('bank.confirmIban')}
                description={t('bank.confirmIbanHint')}
                withAsterisk
                maxLength={maxLength}
                error={error('confirmIban')}
                value={field.value ?? ''}
                onChange={(grouped) => {
                  field.onChange(grouped);
                  if (getFieldState('confirmIban').error) void trigger('confirmIban');
                }}
                onBlur={field.onBlur}
                ref={field.ref}
                name={field.name}
              />
            )}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <Controller
            control={control}
            name="currency"
            render={({ field }) => (
              <Radio.Group
                label={t('bank.currency')}
                withAsterisk
                error={error('currency')}
                value={field.value ?? 'CHF'}
                onChange={(value) => field.onChange(value)}
                name={field.name}
              >
                <Group gap="lg" mt={6}>
                  {CURRENCIES.map((currency) => (
                    <Radio key={currency} value={currency} label={t(`bank.currencies.${currency}`)} />
                  ))}
                </Group>
              </Radio.Group>
            )}
          />
        </Grid.Col>
      </Grid>
      {children}
    </OrgForm>
  );
}
