import { Button, Group } from '@mantine/core';
import { ROUTES } from '@tifo/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../lib/hooks';

/** Where a mail link's page leads on: `first` if given, else the profile (logged in) or the login; then home. */
export function LinkPageActions({ first }: { first?: ReactNode }) {
  const { t } = useTranslation('auth');
  const session = useSession();
  return (
    <Group gap="sm">
      {first ??
        (session ? (
          <Button component={Link} to={ROUTES.userProfile}>
            {t('verify.toProfile')}
          </Button>
        ) : (
          <Button component={Link} to={ROUTES.login}>
            {t('verify.toLogin')}
          </Button>
        ))}
      <Button component={Link} to={ROUTES.home} variant="default">
        {t('verify.toHome')}
      </Button>
    </Group>
  );
}
