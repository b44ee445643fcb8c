import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Stack } from '@mantine/core';
import { EmailRequest, ROUTES } from '@tifo/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountTextInput } from '../components/AccountFields';
import { AuthShell } from '../components/AuthShell';
import { Outcome } from '../components/Outcome';
import { callApi } from '../lib/api';
import * as api from '../lib/endpoints';
import { writeForgotMarker } from '../lib/forgotPasswordMarker';
import { usePasswordStep } from '../lib/passwordFlow';

export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const { success, failure, take } = usePasswordStep();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(EmailRequest), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(({ email }) =>
    take(
      () => callApi(api.postUsersForgotPassword, { email }, { toast: false }),
      ROUTES.resetPassword,
      () => writeForgotMarker(email),
    ),
  );

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
