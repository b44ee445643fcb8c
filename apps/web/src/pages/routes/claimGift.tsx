import { zodResolver } from '@hookform/resolvers/zod';
import { ClaimGiftForm, ROUTES } from '@tifo/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AccountPasswordInput } from '../../components/AccountFields';
import { Outcome } from '../../components/Outcome';
import { PasswordStepForm } from '../../components/PasswordStepForm';
import { translateMessageKey } from '../../i18n';
import { claimGift } from '../../lib/account';
import { ApiError } from '../../lib/api';

/**
 * /claim?token=… (issue 48): the claim mail's link after a guest's gift. The guest sets a password; the account,
 * with every gift given under the address, is theirs, and the profile opens.
 */
export default function ClaimGiftPage() {
  const { t } = useTranslation('checkout');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const [failure, setFailure] = useState<string | null>(token === '' ? t('claim.missing') : null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ClaimGiftForm),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (form) => {
    try {
      await claimGift(token, form.password);
      navigate(ROUTES.userProfile, { replace: true, state: { message: translateMessageKey('giftClaimed') } });
    } catch (caught) {
      setFailure(caught instanceof ApiError ? caught.message : translateMessageKey('unknownError'));
    }
  });

  return (
    <PasswordStepForm
      title={t('claim.title')}
      subtitle={t('claim.intro')}
      onSubmit={onSubmit}
      done={false}
      submitting={isSubmitting}
      submitLabel={t('claim.submit')}
      link={{ to: ROUTES.forgotPassword, label: t('claim.forgot') }}
    >
      <Outcome success={null} failure={failure} />
      <AccountPasswordInput
        label={t('claim.password')}
        autoComplete="new-password"
        registration={register('password')}
        issue={errors.password}
      />
      <AccountPasswordInput
        label={t('claim.confirm')}
        autoComplete="new-password"
        registration={register('confirmPassword')}
        issue={errors.confirmPassword}
      />
    </PasswordStepForm>
  );
}
