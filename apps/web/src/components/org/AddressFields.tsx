import { Autocomplete, Grid, Loader, Text, TextInput } from '@mantine/core';
import { type Locality, ORG_LIMITS } from '@tifo/contract';
import { useMemo } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { issueText } from '../../i18n';
import { useLocalitySearch } from '../../lib/localities';
import { countryOptions } from './countries';
import { CountrySelect } from './FormParts';

/** The address fields every organisation form shares (club and contact person). */
export interface AddressValues {
  address1: string;
  address2?: string | null;
  postalCode: string;
  city: string;
  country: string;
  latitude?: number | null;
  longitude?: number | null;
}

/** Postcodes and towns of the official Swiss directory matching what was typed (from two characters on). */
function useLocalityOptions(text: string, enabled: boolean) {
  const { options, localities } = useLocalitySearch(text, () => enabled);
  return { options, loading: localities.isFetching };
}

/**
 * Address line 1 and 2, postcode and town with suggestions from the Swiss localities directory (choosing one
 * fills both, and the coordinates when the form keeps them), and the country: fixed to Switzerland for an
 * organisation (PRODUCT.md §validation), a choice for the contact person.
 */
export function AddressFields({
  fixedCountry = false,
  withCoordinates = false,
  disabled = false,
  optional = false,
}: {
  fixedCountry?: boolean;
  withCoordinates?: boolean;
  disabled?: boolean;
  /** A person's address (the profile): no line is required. */
  optional?: boolean;
}) {
  const { t, i18n } = useTranslation('org');
  const {
    register,
    control,
    setValue,
    watch,
    formState: { errors },
  } = useFormContext<AddressValues>();
  const country = watch('country');
  const swiss = country === 'CH';
  const postalCode = watch('postalCode') ?? '';
  const city = watch('city') ?? '';
  const byPostcode = useLocalityOptions(postalCode, swiss && !disabled);
  const byCity = useLocalityOptions(city, swiss && !disabled);

  const pick = (options: Map<string, Locality>, label: string): boolean => {
    const locality = options.get(label);
    if (!locality) return false;
    const touch = { shouldDirty: true, shouldValidate: true } as const;
    setValue('postalCode', locality.postalCode, touch);
    setValue('city', locality.name, touch);
    if (withCoordinates) {
      setValue('latitude', locality.latitude, { shouldDirty: true });
      setValue('longitude', locality.longitude, { shouldDirty: true });
    }
    return true;
  };

  /** Typing by hand after a choice: the coordinates no longer belong to the address. */
  const forgetCoordinates = () => {
    if (withCoordinates) {
      setValue('latitude', null, { shouldDirty: true });
      setValue('longitude', null, { shouldDirty: true });
    }
  };

  const error = (field: keyof AddressValues) => issueText(errors[field]?.message);
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);

  return (
    <Grid gap="md">
      <Grid.Col span={12}>
        <TextInput
          label={t('address.address1')}
          autoComplete="address-line1"
          maxLength={ORG_LIMITS.addressLineMax}
          withAsterisk={!optional}
          disabled={disabled}
          error={error('address1')}
          {...register('address1')}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <TextInput
          label={t('address.address2')}
          autoComplete="address-line2"
          maxLength={ORG_LIMITS.addressLineMax}
          disabled={disabled}
          error={error('address2')}
          {...register('address2')}
        />
      </Grid.Col>
      {swiss && !disabled && (
        <Grid.Col span={12} pb={0}>
          <Text size="xs" c="dimmed">
            {t('address.localityHint')}
          </Text>
        </Grid.Col>
      )}
      <Grid.Col span={{ base: 12, xs: 5 }}>
        <Controller
          control={control}
          name="postalCode"
          render={({ field }) => (
            <Autocomplete
              label={t('address.postalCode')}
              autoComplete="postal-code"
              maxLength={ORG_LIMITS.postalCodeMax}
              withAsterisk={!optional}
              disabled={disabled}
              error={error('postalCode')}
              value={field.value ?? ''}
              onChange={(next) => {
                // Choosing a suggestion passes its label here: it fills postcode and town instead.
                if (!pick(byPostcode.options, next)) {
                  field.onChange(next);
                  forgetCoordinates();
                }
              }}
              onBlur={field.onBlur}
              ref={field.ref}
              name={field.name}
              data={[...byPostcode.options.keys()]}
              filter={({ options }) => options}
              rightSection={byPostcode.loading ? <Loader size={14} /> : null}
              limit={10}
            />
          )}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, xs: 7 }}>
        <Controller
          control={control}
          name="city"
          render={({ field }) => (
            <Autocomplete
              label={t('address.city')}
              autoComplete="address-level2"
              maxLength={ORG_LIMITS.cityMax}
              withAsterisk={!optional}
              disabled={disabled}
              error={error('city')}
              value={field.value ?? ''}
              onChange={(next) => {
                // Choosing a suggestion passes its label here: it fills postcode and town instead.
                if (!pick(byCity.options, next)) {
                  field.onChange(next);
                  forgetCoordinates();
                }
              }}
              onBlur={field.onBlur}
              ref={field.ref}
              name={field.name}
              data={[...byCity.options.keys()]}
              filter={({ options }) => options}
              rightSection={byCity.loading ? <Loader size={14} /> : null}
              limit={10}
            />
          )}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        {fixedCountry ? (
          <TextInput
            label={t('address.country')}
            description={t('address.switzerlandOnly')}
            value={countries.find((option) => option.value === 'CH')?.label ?? 'CH'}
            readOnly
            disabled
            error={error('country')}
          />
        ) : (
          <CountrySelect
            label={t('address.country')}
            error={error('country')}
            disabled={disabled}
            autoComplete="country"
            required={!optional}
          />
        )}
      </Grid.Col>
    </Grid>
  );
}
