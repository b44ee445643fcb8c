import { Button, Card, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { ROUTES } from '@tifo/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/hooks';

/** The frame of the three payment result pages: a title, the content and the back-to-home button. */
export function PaymentResult({
  tone,
  title,
  children,
  image,
}: {
  tone: 'success' | 'error' | 'cancelled';
  title: string;
  children: ReactNode;
  image?: ReactNode;
}) {
  const { t } = useTranslation('checkout');
  useDocumentTitle(title);
  const color = tone === 'success' ? 'pitch' : tone === 'error' ? 'red' : 'gray';
  return (
    <Container size="xs" py={{ base: 'lg', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Card withBorder radius="lg" padding="xl" data-testid={`payment-${tone}`}>
        <Stack gap="md" align="center" ta="center">
          {image ?? (
            <ThemeIcon size={56} radius="xl" color={color} variant="light" aria-hidden="true">
              <Text fz={28} fw={800} component="span" aria-hidden="true">
                {tone === 'error' ? '!' : '×'}
              </Text>
            </ThemeIcon>
          )}
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {title}
          </Title>
          {children}
          <Button component={Link} to={ROUTES.home} radius="xl" size="md" mt="sm">
            {t('result.home')}
          </Button>
        </Stack>
      </Card>
    </Container>
  );
}
