import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, Input, Loader, Stack, Text } from '@mantine/core';
import { LoginRequest, ROUTES } from '@tifo/contract';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { AccountPasswordInput, AccountTextInput } from '../components/AccountFields';
import { AuthShell } from '../components/AuthShell';
import { Captcha, type CaptchaHandle } from '../components/Captcha';
import { WhenTranslated } from '../components/WhenTranslated';
import { issueText } from '../i18n';
import { logIn } from '../lib/account';
import { ApiError } from '../lib/api';
import { useSession } from '../lib/hooks';
import { showToast } from '../lib/notify';
import { returnPath } from '../lib/returnPath';
import { PLATFORM_NAME, SUPPORT_EMAIL } from '../theme';

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  // After several failed logins for the e-mail the server asks for the captcha (no lock-out of the owner).
  const [captchaMessage, setCaptchaMessage] = useState<string | null>(null);
  const [captcha, setCaptcha] = useState<string | null>(null);
  // The operator suspended the account (issue 45): why, in their words, and whom to write to.
  const [suspended, setSuspended] = useState<{ message: string; reason: string } | null>(null);
  const captchaWidget = useRef<CaptchaHandle>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(LoginRequest),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (credentials) => {
    try {
      await logIn({ ...credentials, ...(captcha ? { captcha } : {}) }, { toast: false });
      navigate(returnPath(location.state), { replace: true });
    } catch (caught) {
      if (!(caught instanceof ApiError) || caught.handled) return;
      // A solution counts once: whatever the answer, the next try needs a fresh one.
      captchaWidget.current?.reset();
      if (caught.code === 'account_suspended') {
        setSuspended({ message: caught.message, reason: caught.reason ?? '' });
        return;
      }
      setSuspended(null);
      const captchaField = caught.fields?.captcha;
      if (captchaField) setCaptchaMessage(issueText(captchaField) ?? captchaField);
      // The toast tells the rest (wrong credentials); the captcha's request is said next to the captcha.
      else showToast(caught.message);
    }
  });
  const captchaMessageId = 'login-captcha-message';

  // Already logged in (another tab, the back button, or right after the login below): nothing to do here.
  if (session) return <Navigate to={returnPath(location.state)} replace />;

  return (
    <AuthShell title={t('login.title')} subtitle={t('login.subtitle', { name: PLATFORM_NAME })} backButton>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {suspended && (
            <Alert color="red" variant="light" role="alert" title={t('login.suspendedTitle')}>
              <Stack gap={6}>
                <Text size="sm">{suspended.message}</Text>
                {suspended.reason && (
                  <Text size="sm" fw={600} style={{ whiteSpace: 'pre-wrap' }} data-testid="suspension-reason">
                    {suspended.reason}
                  </Text>
                )}
                <Anchor href={`mailto:${SUPPORT_EMAIL}`} size="sm">
                  {SUPPORT_EMAIL}
                </Anchor>
              </Stack>
            </Alert>
          )}
          <AccountTextInput
            label={t('login.email')}
            type="email"
            autoComplete="email"
            registration={register('email')}
            issue={errors.email}
          />
          <AccountPasswordInput
            label={t('login.password')}
            autoComplete="current-password"
            registration={register('password')}
            issue={errors.password}
          />
          {captchaMessage && (
            <Stack gap="xs">
              <Alert color="red" variant="light" id={captchaMessageId} role="alert">
                {captchaMessage}
              </Alert>
              <WhenTranslated
                namespace="contact"
                fallback={<Loader size="sm" role="status" aria-label={t('login.captchaLoading')} />}
              >
                <Input.Label htmlFor="login-captcha">{t('login.captcha')}</Input.Label>
                <Captcha
                  ref={captchaWidget}
                  id="login-captcha"
                  describedBy={captchaMessageId}
                  invalid={!captcha}
                  onVerified={setCaptcha}
                />
              </WhenTranslated>
            </Stack>
          )}
          <Group justify="flex-end">
            <Anchor component={Link} to={ROUTES.forgotPassword} size="sm">
              {t('login.forgot')}
            </Anchor>
          </Group>
          <Button type="submit" size="md" fullWidth loading={isSubmitting}>
            {t('login.submit')}
          </Button>
          <Group justify="center" gap={6}>
            <Text size="sm" c="dimmed">
              {t('login.noAccount')}
            </Text>
            <Anchor component={Link} to={ROUTES.signUp} size="sm" fw={600}>
              {t('login.signUp')}
            </Anchor>
          </Group>
        </Stack>
      </form>
    </AuthShell>
  );
}
