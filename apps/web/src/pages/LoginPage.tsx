import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { LoginRequest, ROUTES } from '@tifo/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { AuthShell } from '../components/AuthShell';
import { PasswordInput } from '../components/PasswordInput';
import { translateMessage } from '../i18n';
import { logIn } from '../lib/account';
import { useSession } from '../lib/hooks';
import { returnPath } from '../lib/returnPath';
import { PLATFORM_NAME } from '../theme';

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
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
      await logIn(credentials);
      navigate(returnPath(location.state), { replace: true });
    } catch {
      // The global toast shows the server's message (wrong credentials, too many attempts).
    }
  });

  // Already logged in (another tab, the back button, or right after the login below): nothing to do here.
  if (session) return <Navigate to={returnPath(location.state)} replace />;

  return (
    <AuthShell title={t('login.title')} subtitle={t('login.subtitle', { name: PLATFORM_NAME })} backButton>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('login.email')}
            type="email"
            autoComplete="email"
            required
            withAsterisk={false}
            error={translateMessage(errors.email?.message)}
            {...register('email')}
          />
          <PasswordInput
            label={t('login.password')}
            autoComplete="current-password"
            required
            withAsterisk={false}
            visibilityToggleButtonProps={{ 'aria-label': t('showPassword') }}
            error={translateMessage(errors.password?.message)}
            {...register('password')}
          />
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
