import { zodResolver } from '@hookform/resolvers/zod';
import { EmailRequest, ROUTES } from '@tifo/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AccountTextInput } from '../components/AccountFields';
import { Outcome } from '../components/Outcome';
import { PasswordStepForm } from '../components/PasswordStepForm';
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
    <PasswordStepForm
      title={t('forgot.title')}
      subtitle={t('forgot.text')}
      onSubmit={onSubmit}
      done={success !== null}
      submitting={isSubmitting}
      submitLabel={t('forgot.submit')}
      link={{ to: ROUTES.login, label: t('forgot.backToLogin') }}
    >
      <Outcome success={success} failure={failure} />
      <AccountTextInput
        label={t('forgot.email')}
        type="email"
        autoComplete="email"
        registration={register('email')}
        issue={errors.email}
      />
    </PasswordStepForm>
  );
}
