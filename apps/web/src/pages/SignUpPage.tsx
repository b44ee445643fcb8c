import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Checkbox, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { ROUTES, SignUpForm, TIMERS, toWireLanguage } from '@tifo/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { AccountPasswordInput, AccountTextInput } from '../components/AccountFields';
import { AuthShell } from '../components/AuthShell';
import { currentLanguage, issueText, translateMessageKey } from '../i18n';
import { signUp } from '../lib/account';
import { ApiError } from '../lib/api';
import { useSession, useTimedMessage } from '../lib/hooks';
import { returnPath } from '../lib/returnPath';
import { PLATFORM_NAME } from '../theme';

const FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;

export default function SignUpPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  // A club's membership invitation links here with its token and the e-mail it was sent to.
  const [params] = useSearchParams();
  const invitationToken = params.get('invitation') ?? undefined;
  const invitedEmail = invitationToken ? (params.get('email') ?? '') : '';
  const [serverError, showServerError] = useTimedMessage(TIMERS.signUpErrorMs);
  // The address is a club-added member's: the account opens from the mailed link (issue 45).
  const [confirmByMail, setConfirmByMail] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(SignUpForm),
    defaultValues: { firstName: '', lastName: '', email: invitedEmail, password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (form) => {
    showServerError(null);
    try {
      const outcome = await signUp({
        firstName: form.firstName,
        lastName: form.lastName,
        email: form.email,
        password: form.password,
        preferredLanguage: toWireLanguage(currentLanguage()),
        ...(invitationToken ? { invitationToken } : {}),
      });
      if (outcome === 'confirm_by_mail') {
        setConfirmByMail(form.email);
        return;
      }
      // Invited by a club as a member: the profile opens on the memberships and their open invoice.
      navigate(invitationToken ? `${ROUTES.userProfile}?tab=membership` : ROUTES.userProfile, {
        replace: true,
      });
    } catch (error) {
      if (error instanceof ApiError) {
        const shownUnderFields: string[] = [];
        for (const [field, message] of Object.entries(error.fields ?? {})) {
          if ((FIELDS as readonly string[]).includes(field)) {
            setError(field as (typeof FIELDS)[number], { type: 'server', message });
            shownUnderFields.push(message);
          }
        }
        // The message above the form only when it says more than the field messages.
        if (!shownUnderFields.includes(error.message)) showServerError(error.message);
      }
    }
  });

  // Already logged in: no second account; go where the visitor was heading, else to the profile.
  if (session) return <Navigate to={returnPath(location.state)} replace />;

  if (confirmByMail) {
    return (
      <AuthShell title={t('signUp.confirmTitle')} subtitle={confirmByMail}>
        <Alert color="teal" variant="light" role="status">
          {translateMessageKey('signUpConfirmByMail')}
        </Alert>
      </AuthShell>
    );
  }

  return (
    <AuthShell title={t('signUp.title')} subtitle={t('signUp.subtitle', { name: PLATFORM_NAME })}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {serverError && (
            <Alert color="red" variant="light" role="alert">
              {serverError}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <AccountTextInput
              label={t('signUp.firstName')}
              autoComplete="given-name"
              registration={register('firstName')}
              issue={errors.firstName}
            />
            <AccountTextInput
              label={t('signUp.lastName')}
              autoComplete="family-name"
              registration={register('lastName')}
              issue={errors.lastName}
            />
          </SimpleGrid>
          <AccountTextInput
            label={t('signUp.email')}
            type="email"
            autoComplete="email"
            registration={register('email')}
            issue={errors.email}
          />
          <AccountPasswordInput
            label={t('signUp.password')}
            description={t('signUp.passwordHint')}
            autoComplete="new-password"
            registration={register('password')}
            issue={errors.password}
          />
          <AccountPasswordInput
            label={t('signUp.confirmPassword')}
            autoComplete="new-password"
            registration={register('confirmPassword')}
            issue={errors.confirmPassword}
          />
          <Checkbox
            label={
              <Trans
                t={t}
                i18nKey="signUp.acceptTerms"
                components={{
                  terms: <Anchor component={Link} to={ROUTES.terms} target="_blank" inherit />,
                  privacy: <Anchor component={Link} to={ROUTES.privacy} target="_blank" inherit />,
                }}
              />
            }
            error={issueText(errors.acceptTerms?.message)}
            {...register('acceptTerms')}
          />
          <Button type="submit" size="md" fullWidth loading={isSubmitting} mt="xs">
            {t('signUp.submit')}
          </Button>
          <Group justify="center" gap={6}>
            <Text size="sm" c="dimmed">
              {t('signUp.haveAccount')}
            </Text>
            <Anchor component={Link} to={ROUTES.login} size="sm" fw={600}>
              {t('signUp.login')}
            </Anchor>
          </Group>
        </Stack>
      </form>
    </AuthShell>
  );
}
