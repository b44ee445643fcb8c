import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { ROUTES } from '@tifo/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../lib/hooks';

/** The page of an address that is no page of Tifo's (and of a route whose page is missing). */
export default function NotFoundPage() {
  const { t } = useTranslation('common');
  const title = t('routes.notFound');
  useDocumentTitle(title);
  return (
    <Box className="not-found">
      <Container size="sm" py={{ base: 64, md: 112 }}>
        <Stack align="center" gap="lg" ta="center">
          <div className="not-found__icon">
            <svg viewBox="0 0 64 64" width="56" height="56" aria-hidden="true" focusable="false">
              <circle cx="32" cy="32" r="30" fill="none" stroke="currentColor" strokeWidth="4" />
              <path d="M32 2a30 30 0 0 1 0 60M2 32h60" fill="none" stroke="currentColor" strokeWidth="3" />
              <path d="M22 14l10 8 10-8M22 50l10-8 10 8" fill="none" stroke="currentColor" strokeWidth="3" />
            </svg>
          </div>
          <Title order={1} fz={{ base: 32, md: 44 }}>
            {title}
          </Title>
          <Text size="lg" c="dimmed" maw={520}>
            {t('notFound.text')}
          </Text>
          <Group justify="center" gap="sm" mt="sm">
            <Button component={Link} to={ROUTES.signUp} size="md">
              {t('notFound.signUp')}
            </Button>
            <Button component={Link} to={ROUTES.home} size="md" variant="default">
              {t('notFound.home')}
            </Button>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
