import { ActionIcon, Box, Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../lib/hooks';

/** The centred card every account screen uses. */
export function AuthShell({
  title,
  subtitle,
  children,
  backButton = false,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  backButton?: boolean;
}) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  useDocumentTitle(title);
  return (
    <Box className="auth-backdrop">
      <Container size={480} py={{ base: 32, md: 72 }} px="md">
        <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', sm: 32 }}>
          <Stack gap="lg">
            {backButton && (
              <ActionIcon
                variant="subtle"
                color="night"
                size="lg"
                aria-label={t('back')}
                onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}
              >
                <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                  <path
                    d="M15 5l-7 7 7 7"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              </ActionIcon>
            )}
            <Stack gap={6}>
              <Title order={1} fz={{ base: 26, sm: 30 }}>
                {title}
              </Title>
              {subtitle && (
                <Text c="dimmed" size="sm">
                  {subtitle}
                </Text>
              )}
            </Stack>
            {children}
          </Stack>
        </Paper>
      </Container>
    </Box>
  );
}
