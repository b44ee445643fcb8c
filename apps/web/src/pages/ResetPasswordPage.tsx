import { zodResolver } from '@hookform/resolvers/zod';
import { Text } from '@mantine/core';
import { ResetPasswordForm, ROUTES } from '@tifo/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { AccountPasswordInput, AccountTextInput } from '../components/AccountFields';
import { Outcome } from '../components/Outcome';
import { PasswordStepForm } from '../components/PasswordStepForm';
import { callApi } from '../lib/api';
import * as api from '../lib/endpoints';
import {
  clearForgotMarker,
  type ForgotPasswordMarker,
  readForgotMarker,
  writeForgotMarker,
} from '../lib/forgotPasswordMarker';
import { usePasswordStep } from '../lib/passwordFlow';

/** The e-mail link (?token=…&email=…) counts as a completed forgot step. */
function markerFromLink(params: URLSearchParams): { marker: ForgotPasswordMarker | null; token: string } {
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  if (token && email) writeForgotMarker(email);
  return { marker: readForgotMarker(), token };
}

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const [{ marker, token }] = useState(() => markerFromLink(params));
  if (!marker) return <Navigate to={ROUTES.forgotPassword} replace />;
  return <ResetPasswordScreen email={marker.email} initialToken={token} />;
}

function ResetPasswordScreen({ email, initialToken }: { email: string; initialToken: string }) {
  const { t } = useTranslation('auth');
  const { success, failure, take } = usePasswordStep();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ResetPasswordForm),
    defaultValues: { token: initialToken, newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit((form) =>
    take(
      () =>
        callApi(
          api.postUsersResetPassword,
          { token: form.token, email, newPassword: form.newPassword },
          { toast: false },
        ),
      ROUTES.login,
      clearForgotMarker,
    ),
  );

  return (
    <PasswordStepForm
      title={t('reset.title')}
      subtitle={t('reset.text')}
      onSubmit={onSubmit}
      done={success !== null}
      submitting={isSubmitting}
      submitLabel={t('reset.submit')}
      link={{ to: ROUTES.forgotPassword, label: t('reset.requestNew') }}
    >
      <Text size="sm" fw={600}>
        {t('reset.forEmail', { email })}
      </Text>
      <Outcome success={success} failure={failure} />
      <AccountPasswordInput
        label={t('reset.newPassword')}
        autoComplete="new-password"
        registration={register('newPassword')}
        issue={errors.newPassword}
      />
      <AccountPasswordInput
        label={t('reset.confirmPassword')}
        autoComplete="new-password"
        registration={register('confirmPassword')}
        issue={errors.confirmPassword}
      />
      <AccountTextInput
        label={t('reset.token')}
        autoComplete="one-time-code"
        registration={register('token')}
        issue={errors.token}
      />
    </PasswordStepForm>
  );
}
