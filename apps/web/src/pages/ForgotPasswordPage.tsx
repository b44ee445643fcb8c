import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Stack } from '@mantine/core';
import { EmailRequest, ROUTES, TIMERS } from '@tifo/contract';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AccountTextInput } from '../components/AccountFields';
import { AuthShell } from '../components/AuthShell';
import { Outcome } from '../components/Outcome';
import { confirmationText } from '../i18n';
import { ApiError, callApi } from '../lib/api';
import * as api from '../lib/endpoints';
import { writeForgotMarker } from '../lib/forgotPasswordMarker';
import { useTimedMessage } from '../lib/hooks';

export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, showFailure] = useTimedMessage(TIMERS.passwordFlowErrorMs);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(EmailRequest), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    showFailure(null);
    try {
      const answer = await callApi(api.postUsersForgotPassword, { email }, { toast: false });
      setSuccess(confirmationText(answer) ?? null);
      writeForgotMarker(email);
      redirectTimer.current = setTimeout(() => {
        setSuccess(null);
        navigate(ROUTES.resetPassword);
      }, TIMERS.passwordFlowRedirectMs);
    } catch (error) {
      if (error instanceof ApiError) showFailure(error.message);
    }
  });

  return (
    <AuthShell title={t('forgot.title')} subtitle={t('forgot.text')} backButton>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Outcome success={success} failure={failure} />
          <AccountTextInput
            label={t('forgot.email')}
            type="email"
            autoComplete="email"
            registration={register('email')}
            issue={errors.email}
          />
          <Button type="submit" size="md" fullWidth loading={isSubmitting} disabled={success !== null}>
            {t('forgot.submit')}
          </Button>
          <Anchor component={Link} to={ROUTES.login} size="sm" ta="center">
            {t('forgot.backToLogin')}
          </Anchor>
        </Stack>
      </form>
    </AuthShell>
  );
}
