import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Grid, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import {
  Address,
  fromWireLanguage,
  KEYS,
  LANGUAGE_NAMES,
  LIMITS,
  PROFILE_TIMERS,
  toWireLanguage,
  UpdateUserRequest,
  WIRE_LANGUAGES,
} from '@tifo/contract';
import { useEffect, useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { issueText, translateMessageKey } from '../../i18n';
import { refreshUserDetails } from '../../lib/account';
import { failureText } from '../../lib/api';
import { fileNameFor } from '../../lib/files';
import { updateProfile, uploadPhoto } from '../../lib/profileApi';
import type { Session } from '../../lib/session';
import { AddressFields } from '../org/AddressFields';
import { ImagePicker } from '../org/ImagePicker';

/** The edit form (PRODUCT.md §validation): the names and language of PUT /users, the address lines at top level. */
const ProfileForm = UpdateUserRequest.pick({
  firstName: true,
  lastName: true,
  preferredLanguage: true,
}).extend({
  address1: z.string().max(LIMITS.addressLineMax, KEYS.addressTooLong),
  address2: z.string().max(LIMITS.addressLineMax, KEYS.addressTooLong),
  postalCode: z.string().max(LIMITS.postalCodeMax, KEYS.postalCodeTooLong),
  city: z.string().max(LIMITS.cityMax, KEYS.cityTooLong),
  country: z.string(),
});
type ProfileValues = z.input<typeof ProfileForm>;

function valuesOf(session: Session): ProfileValues {
  return {
    firstName: session.firstName,
    lastName: session.lastName,
    preferredLanguage: toWireLanguage(session.preferredLanguage),
    address1: session.address.address1 ?? '',
    address2: session.address.address2 ?? '',
    postalCode: session.address.postalCode ?? '',
    city: session.address.city ?? '',
    country: session.address.country ?? 'CH',
  };
}

/**
 * "Edit profile" (PRODUCT.md §supporter): first and last name (25), language, the e-mail read-only, the address with
 * the Swiss localities' suggestions, and the photo cropped 1:1 to 200 px. Saving uploads the photo, then the
 * data; 'Deine Daten wurden aktualisiert!' shows for 2 s and the profile reloads after 1.5 s.
 */
export function EditProfileModal({
  session,
  opened,
  onClose,
}: {
  session: Session;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('profile');
  const form = useForm<ProfileValues>({ resolver: zodResolver(ProfileForm), values: valuesOf(session) });
  const [photo, setPhoto] = useState<Blob | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!opened) {
      setPhoto(null);
      setSaved(false);
      setFailure(null);
    }
  }, [opened]);

  const submit = form.handleSubmit(async (values) => {
    setSaving(true);
    setFailure(null);
    try {
      if (photo) await uploadPhoto(session.userId, photo, fileNameFor('profile', photo));
      const line = (text: string) => (text.trim() === '' ? null : text.trim());
      const address = Address.parse({
        address1: line(values.address1),
        address2: line(values.address2),
        postalCode: line(values.postalCode),
        city: line(values.city),
        country: line(values.country),
      });
      await updateProfile({
        userId: session.userId,
        firstName: values.firstName,
        lastName: values.lastName,
        preferredLanguage: values.preferredLanguage as UpdateUserRequest['preferredLanguage'],
        address,
      });
      setSaved(true);
      setTimeout(() => {
        void refreshUserDetails().then(onClose);
      }, PROFILE_TIMERS.reloadMs);
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setSaving(false);
    }
  });

  const error = (field: keyof ProfileValues) => issueText(form.formState.errors[field]?.message);
  const languages = WIRE_LANGUAGES.map((code) => ({
    value: code,
    label: LANGUAGE_NAMES[fromWireLanguage(code)],
  }));

  return (
    <Modal opened={opened} onClose={onClose} title={t('edit.title')} size="lg" centered>
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {saved && (
              <Alert color="pitch" variant="light" role="status">
                {translateMessageKey('userUpdated')}
              </Alert>
            )}
            {failure && (
              <Alert color="red" variant="light" role="alert">
                {failure}
              </Alert>
            )}
            <ImagePicker kind="avatar" currentUrl={session.image} value={photo} onChange={setPhoto} />
            <Grid gap="md">
              <Grid.Col span={{ base: 12, xs: 6 }}>
                <TextInput
                  label={t('edit.firstName')}
                  autoComplete="given-name"
                  maxLength={LIMITS.profileNameMax}
                  withAsterisk
                  error={error('firstName')}
                  {...form.register('firstName')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, xs: 6 }}>
                <TextInput
                  label={t('edit.lastName')}
                  autoComplete="family-name"
                  maxLength={LIMITS.profileNameMax}
                  withAsterisk
                  error={error('lastName')}
                  {...form.register('lastName')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, xs: 6 }}>
                <Controller
                  control={form.control}
                  name="preferredLanguage"
                  render={({ field }) => (
                    <Select
                      label={t('edit.language')}
                      data={languages}
                      withAsterisk
                      allowDeselect={false}
                      error={error('preferredLanguage')}
                      value={field.value}
                      onChange={(value) => field.onChange(value ?? '')}
                      onBlur={field.onBlur}
                    />
                  )}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, xs: 6 }}>
                <TextInput
                  label={t('edit.email')}
                  description={t('edit.emailHint')}
                  value={session.email}
                  maxLength={LIMITS.emailMax}
                  readOnly
                />
              </Grid.Col>
            </Grid>
            <AddressFields optional />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={onClose} disabled={saving}>
                {t('edit.cancel')}
              </Button>
              <Button type="submit" loading={saving} disabled={saved}>
                {t('edit.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </FormProvider>
    </Modal>
  );
}
