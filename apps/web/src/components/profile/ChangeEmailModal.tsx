import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { ChangeEmailRequest } from '@tifo/contract';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../lib/api';
import { changeEmail } from '../../lib/profileApi';
import { AccountPasswordInput, AccountTextInput } from '../AccountFields';
import { type AccountModalProps, ProfileFormModal } from './ProfileFormModal';

type EmailValues = z.input<typeof ChangeEmailRequest>;

/**
 * "Change e-mail address" (issue 47): the new address and the password again. The server mails the new address a
 * link; nothing changes until it is followed (page /email-change), so the modal ends by saying where the link went.
 */
export function ChangeEmailModal({ email, opened, onClose }: AccountModalProps) {
  const { t } = useTranslation('profile');
  const form = useForm<EmailValues>({
    resolver: zodResolver(ChangeEmailRequest),
    defaultValues: { newEmail: '', password: '' },
  });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { reset } = form;
  useEffect(() => {
    if (!opened) {
      reset();
      setSentTo(null);
    }
  }, [opened, reset]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await changeEmail(values);
      setSentTo(values.newEmail.trim().toLowerCase());
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : undefined;
      if (fields?.password) form.setError('password', { message: fields.password });
      else if (fields?.newEmail) form.setError('newEmail', { message: fields.newEmail });
      else form.setError('root', { message: error instanceof Error ? error.message : '' });
    }
  });

  if (sentTo) {
    return (
      <Modal opened={opened} onClose={onClose} title={t('email.title')} centered>
        <Stack gap="md">
          <Alert color="pitch" variant="light" role="status">
            {t('email.sentTo', { email: sentTo })}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('email.close')}</Button>
          </Group>
        </Stack>
      </Modal>
    );
  }
  return (
    <ProfileFormModal
      title={t('email.title')}
      opened={opened}
      onClose={onClose}
      onSubmit={submit}
      rootError={form.formState.errors.root?.message}
      submitting={form.formState.isSubmitting}
      cancelLabel={t('email.cancel')}
      saveLabel={t('email.save')}
    >
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('email.current', { email })}
      </Text>
      <AccountTextInput
        label={t('email.new')}
        type="email"
        autoComplete="email"
        registration={form.register('newEmail')}
        issue={form.formState.errors.newEmail}
      />
      <AccountPasswordInput
        label={t('email.password')}
        autoComplete="current-password"
        registration={form.register('password')}
        issue={form.formState.errors.password}
      />
      <Text size="xs" c="dimmed">
        {t('email.text')}
      </Text>
    </ProfileFormModal>
  );
}
