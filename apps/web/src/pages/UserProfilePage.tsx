import { Avatar, Badge, Box, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type MessageResponse, ROUTES } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { MyMemberships } from '../components/profile/MyMemberships';
import { MySubscriptions } from '../components/profile/MySubscriptions';
import { initials } from '../components/UserMenu';
import { translateMessage, translateMessageKey } from '../i18n';
import { apiRequest } from '../lib/api';
import { useDocumentTitle, useSession } from '../lib/hooks';
import { showToast } from '../lib/notify';

/** A first, simple profile (the full profile comes later): name, e-mail, verification state. */
export default function UserProfilePage() {
  const { t } = useTranslation('auth');
  const session = useSession();
  const [sending, setSending] = useState(false);
  useDocumentTitle(t('profile.title'));
  if (!session) return <Navigate to={ROUTES.login} replace />;

  const requestVerification = async () => {
    setSending(true);
    try {
      const answer = await apiRequest<MessageResponse>('/users/request-email-verification', {
        method: 'POST',
        body: { email: session.email },
        auth: true,
        toast: false,
      });
      showToast(translateMessage(answer.message) ?? translateMessageKey('verificationEmailSent'), 'success');
    } catch (error) {
      if (!(error instanceof Error && 'handled' in error && error.handled)) {
        showToast(translateMessageKey('verificationEmailInvalid'));
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <Box className="auth-backdrop">
      <Container size="sm" py={{ base: 32, md: 72 }}>
        <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', sm: 32 }}>
          <Stack gap="lg">
            <Group gap="md" wrap="nowrap">
              <Avatar size={64} radius="xl" color="tifo" variant="filled" src={session.image ?? undefined}>
                {initials(session)}
              </Avatar>
              <Stack gap={2}>
                <Text size="sm" c="dimmed">
                  {t('profile.title')}
                </Text>
                <Title order={1} fz={{ base: 24, sm: 30 }}>
                  {t('profile.greeting', { name: `${session.firstName} ${session.lastName}`.trim() })}
                </Title>
              </Stack>
            </Group>
            <Stack gap="xs">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Text c="dimmed">{t('profile.email')}</Text>
                <Text fw={600}>{session.email}</Text>
              </Group>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Text c="dimmed">{t('profile.status')}</Text>
                {session.verified ? (
                  <Badge color="pitch" variant="light" size="lg">
                    {t('profile.verified')}
                  </Badge>
                ) : (
                  <Badge color="red" variant="light" size="lg">
                    {t('profile.notVerified')}
                  </Badge>
                )}
              </Group>
            </Stack>
            {!session.verified && (
              <Paper bg="amber.0" p="md" radius="md">
                <Stack gap="sm">
                  <Text size="sm">{t('profile.verifyHint')}</Text>
                  <Button onClick={requestVerification} loading={sending} w="fit-content">
                    {t('profile.verifyButton')}
                  </Button>
                </Stack>
              </Paper>
            )}
            <MySubscriptions userId={session.userId} />
            <MyMemberships userId={session.userId} />
            <Text size="sm" c="dimmed">
              {t('profile.more')}
            </Text>
          </Stack>
        </Paper>
      </Container>
    </Box>
  );
}
