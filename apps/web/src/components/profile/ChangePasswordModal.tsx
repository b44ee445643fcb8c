import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Text } from '@mantine/core';
import { ChangePasswordRequest, PROFILE_TIMERS } from '@tifo/contract';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { confirmationText, issueText } from '../../i18n';
import { ApiError } from '../../lib/api';
import { useTimedMessage } from '../../lib/hooks';
import { changePassword } from '../../lib/profileApi';
import { PasswordInput } from '../PasswordInput';
import { type AccountModalProps, ProfileFormModal } from './ProfileFormModal';

const PasswordForm = ChangePasswordRequest.omit({ email: true });
type PasswordValues = z.input<typeof PasswordForm>;

/**
 * "Change password" (PRODUCT.md §validation): the old one and a strong new one, with the spec's messages; on success
 * 'Passwort erfolgreich aktualisiert!' for 2 s. The other sessions end, this one stays (the server's rule).
 */
export function ChangePasswordModal({ email, opened, onClose }: AccountModalProps) {
  const { t } = useTranslation('profile');
  const form = useForm<PasswordValues>({
    resolver: zodResolver(PasswordForm),
    defaultValues: { oldPassword: '', newPassword: '' },
  });
  const [success, showSuccess] = useTimedMessage(PROFILE_TIMERS.successBannerMs);
  const { reset } = form;
  useEffect(() => {
    if (!opened) reset();
  }, [opened, reset]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await changePassword({ email, ...values });
      showSuccess(confirmationText(answer) ?? answer.message);
      form.reset();
      setTimeout(onClose, PROFILE_TIMERS.successBannerMs);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : undefined;
      if (fields?.oldPassword) form.setError('oldPassword', { message: fields.oldPassword });
      else if (fields?.newPassword) form.setError('newPassword', { message: fields.newPassword });
      else form.setError('root', { message: error instanceof Error ? error.message : '' });
    }
  });
  const error = (field: 'oldPassword' | 'newPassword') => issueText(form.formState.errors[field]?.message);

  return (
    <ProfileFormModal
      title={t('password.title')}
      opened={opened}
      onClose={onClose}
      onSubmit={submit}
      rootError={form.formState.errors.root?.message}
      submitting={form.formState.isSubmitting}
      cancelLabel={t('password.cancel')}
      saveLabel={t('password.save')}
      top={
        success && (
          <Alert color="pitch" variant="light" role="status">
            {success}
          </Alert>
        )
      }
    >
      <PasswordInput
        label={t('password.old')}
        autoComplete="current-password"
        withAsterisk
        error={error('oldPassword')}
        {...form.register('oldPassword')}
      />
      <PasswordInput
        label={t('password.new')}
        autoComplete="new-password"
        withAsterisk
        error={error('newPassword')}
        {...form.register('newPassword')}
      />
      <Text size="xs" c="dimmed">
        {t('password.hint')}
      </Text>
    </ProfileFormModal>
  );
}
