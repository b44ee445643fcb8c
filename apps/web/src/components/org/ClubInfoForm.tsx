import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, Grid, MultiSelect, Select, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  CLUB_NATURES,
  type ClubPrivate,
  CreateClubRequest,
  deriveShortName,
  KEYS,
  ORG_LIMITS,
  RESERVED_SHORT_NAMES,
  type WireLanguage,
} from '@tifo/contract';
import { type ReactNode, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { issueText, translateMessageKey } from '../../i18n';
import { clubKeys, fetchSportTypes, sportTypeName } from '../../lib/clubsApi';
import { AddressFields } from './AddressFields';
import { AdminEmailsField, useAdminAccounts } from './AdminEmailsField';
import { DESCRIPTION_FIELD, DescriptionFields } from './DescriptionFields';
import { EmailPhoneFields, OrgForm, OrgSection } from './FormParts';
import { ImagePicker } from './ImagePicker';
import { showServerErrors } from './serverErrors';

/** The contract's club rules plus the one the browser can tell at once: a reserved web address. */
export const ClubForm = CreateClubRequest.superRefine((club, ctx) => {
  if (club.shortName && RESERVED_SHORT_NAMES.has(club.shortName)) {
    ctx.addIssue({ code: 'custom', message: KEYS.shortNameReserved, path: ['shortName'] });
  }
});
export type ClubFormValues = z.input<typeof ClubForm>;
export type ClubFormResult = z.output<typeof ClubForm>;

const FIELD_NAMES = [
  'nature',
  'name',
  'shortName',
  'email',
  'website',
  'address1',
  'address2',
  'postalCode',
  'city',
  'country',
  'hideAddress',
  'contactNumber',
  'tags',
  'description',
  'descriptionDe',
  'descriptionFr',
  'descriptionIt',
  'adminEmails',
] as const;

/** The form's values for a saved club, or a new one with the user's own e-mail as first administrator. */
export function clubFormValues(club: ClubPrivate | null, ownEmail: string): ClubFormValues {
  if (!club) {
    return {
      nature: 'CLUB',
      name: '',
      shortName: '',
      email: '',
      website: '',
      address1: '',
      address2: '',
      postalCode: '',
      city: '',
      country: 'CH',
      latitude: null,
      longitude: null,
      hideAddress: false,
      contactNumber: '',
      tags: [],
      description: '',
      descriptionDe: '',
      descriptionFr: '',
      descriptionIt: '',
      adminEmails: [{ email: ownEmail, role: 'ROLE_CLUB' }],
    };
  }
  return {
    nature: club.nature,
    name: club.name,
    shortName: club.shortName,
    email: club.email,
    website: club.website ?? '',
    address1: club.address1,
    address2: club.address2 ?? '',
    postalCode: club.postalCode,
    city: club.city,
    country: 'CH',
    latitude: club.latitude,
    longitude: club.longitude,
    hideAddress: club.hideAddress,
    contactNumber: club.contactNumber,
    tags: club.tags,
    description: club.description,
    descriptionDe: club.descriptionDe,
    descriptionFr: club.descriptionFr,
    descriptionIt: club.descriptionIt,
    adminEmails: club.adminEmails.map((admin) => ({ email: admin.email, role: admin.role })),
  };
}

/**
 * The language the description is written in: the UI language, unless an existing club has no description
 * in it (then the first language that has one).
 */
export function primaryLanguage(club: ClubPrivate | null, uiLanguage: WireLanguage): WireLanguage {
  if (!club || club[DESCRIPTION_FIELD[uiLanguage]]) return uiLanguage;
  const withText = (['de', 'en', 'fr', 'it'] as const).find((language) => club[DESCRIPTION_FIELD[language]]);
  return withText ?? uiLanguage;
}

export interface ClubInfoFormProps {
  mode: 'register' | 'edit';
  club: ClubPrivate | null;
  ownEmail: string;
  uiLanguage: WireLanguage;
  /** False for the finance role: everything shown, nothing editable, no save button. */
  canEdit: boolean;
  /** Only ROLE_CLUB (and the operator) sees and changes the administrators (PRODUCT.md §organisations). */
  canManageAdmins: boolean;
  submitLabel: string;
  /** Buttons before the submit button (the wizard has none on step 1). */
  secondary?: ReactNode;
  /** Saves; throws an ApiError whose messages the form shows. `logo` is the newly cropped one (register). */
  onSave: (club: ClubFormResult, logo: Blob | null) => Promise<void>;
}

/** Step 1 of the wizard and the first tab of the edit page (PRODUCT.md §validation). */
export function ClubInfoForm({
  mode,
  club,
  ownEmail,
  uiLanguage,
  canEdit,
  canManageAdmins,
  submitLabel,
  secondary,
  onSave,
}: ClubInfoFormProps) {
  const { t, i18n } = useTranslation('org');
  const primary = primaryLanguage(club, uiLanguage);
  const form = useForm<ClubFormValues, unknown, ClubFormResult>({
    resolver: zodResolver(ClubForm),
    defaultValues: clubFormValues(club, ownEmail),
    mode: 'onTouched',
  });
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors },
  } = form;
  const accounts = useAdminAccounts(club?.adminEmails.map((admin) => admin.email));
  const [logo, setLogo] = useState<Blob | null>(null);
  const [logoError, setLogoError] = useState<string | undefined>(undefined);
  const [formError, setFormError] = useState<string | null>(null);
  // The web address follows the name until the user changes it by hand.
  const shortNameEdited = useRef(Boolean(club));

  const sportTypes = useQuery({
    queryKey: clubKeys.sportTypes,
    queryFn: ({ signal }) => fetchSportTypes(signal),
    staleTime: 60 * 60 * 1000,
  });
  const sportOptions = (sportTypes.data ?? []).map((type) => ({
    value: String(type.id),
    label: sportTypeName(type, i18n.language),
  }));

  const withLogo = mode === 'register';
  const shortNameLocked = mode === 'edit' && club !== null && club.status !== 'pending';
  const error = (field: keyof ClubFormValues) => issueText(errors[field]?.message as string | undefined);

  const submit = handleSubmit(
    async (values) => {
      setFormError(null);
      if (withLogo && !logo && !club?.logo) {
        setLogoError(translateMessageKey('logoRequired'));
        return;
      }
      const missing = accounts.missing(values.adminEmails.map((admin) => admin.email));
      if (canManageAdmins && missing.length > 0) {
        setFormError(translateMessageKey('adminMustRegister', { email: missing.join(', ') }));
        return;
      }
      try {
        await onSave({ ...values, sourceLanguage: primary }, logo);
        setLogo(null);
      } catch (caught) {
        setFormError(showServerErrors(caught, setError, FIELD_NAMES));
      }
    },
    () => {
      if (withLogo && !logo && !club?.logo) setLogoError(translateMessageKey('logoRequired'));
    },
  );

  const natureOptions = CLUB_NATURES.map((nature) => ({ value: nature, label: t(`natures.${nature}`) }));
  const shortName = form.watch('shortName') ?? '';
  const disabled = !canEdit;

  return (
    <OrgForm
      form={form}
      save={{ submit, formError }}
      bar={{ errorId: 'club-form-error', secondary, submitLabel, canSubmit: canEdit }}
    >
      <OrgSection title={t('club.sectionBasics')}>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Controller
              control={control}
              name="nature"
              render={({ field }) => (
                <Select
                  label={t('club.nature')}
                  data={natureOptions}
                  allowDeselect={false}
                  withAsterisk
                  disabled={disabled}
                  error={error('nature')}
                  value={field.value ?? 'CLUB'}
                  onChange={(value) => field.onChange(value ?? 'CLUB')}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  name={field.name}
                />
              )}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('club.name')}
              description={mode === 'edit' ? t('club.nameLocked') : undefined}
              maxLength={ORG_LIMITS.clubNameMax}
              withAsterisk
              disabled={disabled || mode === 'edit'}
              autoComplete="organization"
              error={error('name')}
              {...register('name', {
                onChange: (event: { target: { value: string } }) => {
                  if (!shortNameEdited.current) {
                    setValue('shortName', deriveShortName(event.target.value), {
                      shouldValidate: Boolean(errors.shortName),
                    });
                  }
                },
              })}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <TextInput
              label={t('club.shortName')}
              description={
                shortNameLocked
                  ? translateMessageKey('shortNameLocked')
                  : t('club.shortNameHint', { url: `${window.location.host}/${shortName || '…'}` })
              }
              leftSection={
                <Text size="sm" c="dimmed" aria-hidden="true">
                  /
                </Text>
              }
              maxLength={ORG_LIMITS.shortNameMax}
              withAsterisk
              disabled={disabled || shortNameLocked}
              autoCapitalize="none"
              spellCheck={false}
              error={error('shortName')}
              {...register('shortName', {
                onChange: () => {
                  shortNameEdited.current = true;
                },
              })}
            />
          </Grid.Col>
          <EmailPhoneFields labels={{ email: t('club.email'), phone: t('club.phone') }} disabled={disabled} />
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('club.website')}
              type="url"
              autoComplete="url"
              placeholder={t('club.websitePlaceholder')}
              maxLength={ORG_LIMITS.websiteMax}
              disabled={disabled}
              error={error('website')}
              {...register('website')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Controller
              control={control}
              name="tags"
              render={({ field }) => (
                <MultiSelect
                  label={t('club.sportTypes')}
                  placeholder={(field.value ?? []).length === 0 ? t('club.sportTypesPlaceholder') : undefined}
                  description={sportTypes.isError ? t('club.sportTypesError') : undefined}
                  data={sportOptions}
                  searchable
                  withAsterisk
                  disabled={disabled || sportTypes.isPending}
                  nothingFoundMessage={t('club.sportTypesNone')}
                  error={error('tags')}
                  value={(field.value ?? []).map(String)}
                  onChange={(values) => field.onChange(values.map(Number))}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  name={field.name}
                  maxValues={10}
                  hidePickedOptions
                />
              )}
            />
          </Grid.Col>
        </Grid>
      </OrgSection>

      <OrgSection title={t('club.sectionAddress')}>
        <AddressFields fixedCountry withCoordinates disabled={disabled} />
        <Controller
          control={control}
          name="hideAddress"
          render={({ field }) => (
            <Checkbox
              label={t('club.hideAddress')}
              description={t('club.hideAddressHint')}
              disabled={disabled}
              checked={Boolean(field.value)}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              ref={field.ref}
              name={field.name}
            />
          )}
        />
      </OrgSection>

      <OrgSection title={t('club.sectionDescription')}>
        <DescriptionFields primary={primary} disabled={disabled} />
      </OrgSection>

      {withLogo && (
        <OrgSection title={t('club.sectionLogo')}>
          <ImagePicker
            kind="logo"
            currentUrl={club?.logo ?? null}
            value={logo}
            required
            error={logoError}
            onChange={(blob) => {
              setLogo(blob);
              setLogoError(undefined);
            }}
          />
        </OrgSection>
      )}

      {canManageAdmins && (
        <OrgSection title={t('club.sectionAdmins')}>
          <AdminEmailsField
            accounts={accounts}
            invited={club?.adminEmails.filter((admin) => admin.invited).map((admin) => admin.email)}
            disabled={disabled}
          />
        </OrgSection>
      )}
    </OrgForm>
  );
}
