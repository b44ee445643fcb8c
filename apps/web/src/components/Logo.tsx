import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BRAND, PLATFORM_NAME } from '../theme';

export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill={BRAND.red} />
      <path d="M18 18h28v8H36v24h-8V26H18z" fill="#FFFFFF" />
      <circle cx="48" cy="46" r="5" fill={BRAND.amber} />
    </svg>
  );
}

/** The wordmark, linking to the home page. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Link to="/" className="logo-link" aria-label={t('homeLink', { name: PLATFORM_NAME })}>
      <Group gap={8} wrap="nowrap">
        <LogoMark />
        <Text
          component="span"
          fw={900}
          fz={24}
          lh={1}
          c={inverted ? 'white' : BRAND.night}
          className="wordmark"
        >
          {PLATFORM_NAME}
        </Text>
      </Group>
    </Link>
  );
}
