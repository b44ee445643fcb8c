import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClubInvitation } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { translateMessageKey } from '../../i18n';
import { refreshUserDetails } from '../../lib/account';
import { showToast } from '../../lib/notify';
import { answerInvitation, fetchInvitations, profileKeys } from '../../lib/profileApi';
import { formatDate } from '../org/format';
import { ClubIdentity } from './ClubIdentity';

/**
 * The invitations to help run an organisation (issue 17): someone named this person in a club's admin list;
 * the role exists only once they accept here, and they may decline. Shown above the profile's tabs while
 * there are any; nothing otherwise. An account that has not verified its address sees only the invitation whose
 * mail link brought it here (?invitation=, kept while the tabs change; issue 45); accepting verifies it.
 */
export function ClubInvitations({ userId, verified }: { userId: string; verified: boolean }) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [token] = useState(() => params.get('invitation') ?? undefined);
  const list = useQuery({
    queryKey: [...profileKeys.invitations(userId), token ?? ''],
    queryFn: ({ signal }) => fetchInvitations(token, signal),
    enabled: verified || token !== undefined,
  });
  const decide = useMutation({
    mutationFn: ({ clubId, choice }: { clubId: string; choice: 'accept' | 'decline' }) =>
      answerInvitation(clubId, choice, token),
    onSuccess: async (_answer, { choice }) => {
      showToast(
        translateMessageKey(choice === 'accept' ? 'invitationAccepted' : 'invitationDeclined'),
        'success',
      );
      // The new role shows in the session (the header's club menu) at once.
      if (choice === 'accept') await refreshUserDetails();
    },
    onError: (error) => {
      showToast(error.message);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.invitations(userId) }),
  });

  if (list.isError) {
    return (
      <Alert color="red" variant="light" role="alert" mb="lg">
        {t('invitations.loadError')}
      </Alert>
    );
  }
  if (!list.data?.length) return null;
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'lg' }}
      mb="lg"
      component="section"
      aria-labelledby="invitations-heading"
    >
      <Stack gap="sm">
        <Title order={2} fz="lg" id="invitations-heading">
          {t('invitations.heading', { count: list.data.length })}
        </Title>
        <Text size="sm" c="dimmed">
          {t('invitations.intro')}
        </Text>
        {list.data.map((invitation) => (
          <InvitationRow
            key={invitation.clubId}
            invitation={invitation}
            busy={
              decide.isPending && decide.variables?.clubId === invitation.clubId
                ? decide.variables.choice
                : null
            }
            onAnswer={(choice) => decide.mutate({ clubId: invitation.clubId, choice })}
          />
        ))}
      </Stack>
    </Paper>
  );
}

function InvitationRow({
  invitation,
  busy,
  onAnswer,
}: {
  invitation: ClubInvitation;
  busy: 'accept' | 'decline' | null;
  onAnswer: (choice: 'accept' | 'decline') => void;
}) {
  const { t } = useTranslation('profile');
  const role = t(`invitations.roles.${invitation.role}`);
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <ClubIdentity name={invitation.clubName} logo={invitation.logo} gap={2}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>{invitation.clubName}</Text>
            <Badge variant="light" color="night">
              {role}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {invitation.invitedBy
              ? t('invitations.by', { name: invitation.invitedBy, date: formatDate(invitation.invitedAt) })
              : t('invitations.on', { date: formatDate(invitation.invitedAt) })}
          </Text>
        </ClubIdentity>
        <Group gap="xs">
          <Button
            size="sm"
            onClick={() => onAnswer('accept')}
            loading={busy === 'accept'}
            disabled={busy !== null}
            aria-label={t('invitations.acceptAria', { club: invitation.clubName, role })}
          >
            {t('invitations.accept')}
          </Button>
          <Button
            size="sm"
            variant="default"
            onClick={() => onAnswer('decline')}
            loading={busy === 'decline'}
            disabled={busy !== null}
            aria-label={t('invitations.declineAria', { club: invitation.clubName })}
          >
            {t('invitations.decline')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
