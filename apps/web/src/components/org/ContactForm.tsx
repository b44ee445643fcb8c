import { zodResolver } from '@hookform/resolvers/zod';
import { Grid, Text, TextInput } from '@mantine/core';
import { type ContactPerson, ContactPersonRequest, ORG_LIMITS } from '@tifo/contract';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { issueText } from '../../i18n';
import { AddressFields } from './AddressFields';
import { EmailPhoneFields, OrgForm, OrgSection } from './FormParts';
import { useSaveSubmit } from './serverErrors';

type ContactValues = z.input<typeof ContactPersonRequest>;
export type ContactResult = z.output<typeof ContactPersonRequest>;

const FIELD_NAMES = [
  'firstName',
  'lastName',
  'email',
  'contactNumber',
  'position',
  'address1',
  'address2',
  'postalCode',
  'city',
  'country',
] as const;

/** The saved contact person, or a new one prefilled with the user's own name and e-mail. */
export function contactFormValues(
  clubId: string,
  contact: ContactPerson | null,
  user: { firstName: string; lastName: string; email: string },
): ContactValues {
  if (!contact) {
    return {
      clubId,
      firstName: user.firstName.slice(0, ORG_LIMITS.contactNameMax),
      lastName: user.lastName.slice(0, ORG_LIMITS.contactNameMax),
      email: user.email,
      contactNumber: '',
      position: '',
      address1: '',
      address2: '',
      postalCode: '',
      city: '',
      country: 'CH',
    };
  }
  return {
    clubId,
    firstName: contact.firstName,
    lastName: contact.lastName,
    email: contact.email,
    contactNumber: contact.contactNumber,
    position: contact.position,
    address1: contact.address1,
    address2: contact.address2 ?? '',
    postalCode: contact.postalCode,
    city: contact.city,
    country: contact.country,
  };
}

/**
 * Step 2 of the wizard and the second tab of the edit page: names (25), e-mail (50), phone (15), position
 * (25) and address, all required but address line 2 (PRODUCT.md §validation). The e-mail's message asks for an e-mail
 * address (the original's asked for a phone number).
 */
export function ContactForm({
  clubId,
  contact,
  user,
  canEdit,
  submitLabel,
  secondary,
  intro,
  onSave,
}: {
  clubId: string;
  contact: ContactPerson | null;
  user: { firstName: string; lastName: string; email: string };
  canEdit: boolean;
  submitLabel: string;
  secondary?: ReactNode;
  intro?: string;
  onSave: (contact: ContactResult) => Promise<void>;
}) {
  const { t } = useTranslation('org');
  const form = useForm<ContactValues, unknown, ContactResult>({
    resolver: zodResolver(ContactPersonRequest),
    defaultValues: contactFormValues(clubId, contact, user),
    mode: 'onTouched',
  });
  const {
    register,
    formState: { errors },
  } = form;
  const { submit, formError } = useSaveSubmit(form, FIELD_NAMES, onSave);
  const error = (field: keyof ContactValues) => issueText(errors[field]?.message);
  const disabled = !canEdit;

  return (
    <OrgForm form={form} save={{ submit, formError }} bar={{ secondary, submitLabel, canSubmit: canEdit }}>
      <OrgSection title={t('contact.sectionPerson')}>
        {intro && (
          <Text size="sm" c="dimmed">
            {intro}
          </Text>
        )}
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('contact.firstName')}
              autoComplete="given-name"
              maxLength={ORG_LIMITS.contactNameMax}
              withAsterisk
              disabled={disabled}
              error={error('firstName')}
              {...register('firstName')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('contact.lastName')}
              autoComplete="family-name"
              maxLength={ORG_LIMITS.contactNameMax}
              withAsterisk
              disabled={disabled}
              error={error('lastName')}
              {...register('lastName')}
            />
          </Grid.Col>
          <EmailPhoneFields
            labels={{ email: t('contact.email'), phone: t('contact.phone') }}
            disabled={disabled}
          />
          <Grid.Col span={12}>
            <TextInput
              label={t('contact.position')}
              placeholder={t('contact.positionPlaceholder')}
              autoComplete="organization-title"
              maxLength={ORG_LIMITS.designationMax}
              withAsterisk
              disabled={disabled}
              error={error('position')}
              {...register('position')}
            />
          </Grid.Col>
        </Grid>
      </OrgSection>
      <OrgSection title={t('contact.sectionAddress')}>
        <AddressFields disabled={disabled} />
      </OrgSection>
    </OrgForm>
  );
}
