import { Avatar, Badge, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { confirmationText, translateMessageKey } from '../../i18n';
import { requestEmailVerification } from '../../lib/clubApi';
import { showToast } from '../../lib/notify';
import type { Session } from '../../lib/session';
import { WRAPPING_BUTTON } from '../../theme';
import { initials } from '../UserMenu';
import { ChangeEmailModal } from './ChangeEmailModal';
import { ChangePasswordModal } from './ChangePasswordModal';
import { DeleteAccountModal } from './DeleteAccountModal';
import { EditProfileModal } from './EditProfileModal';

type Dialog = 'edit' | 'password' | 'email' | 'delete' | null;

/**
 * The profile's left column (PRODUCT.md §supporter): photo, name, address, e-mail and the buttons edit profile, change
 * password, change e-mail address, verify account (only when not verified), update payment method, delete account.
 */
export function ProfileCard({ session }: { session: Session }) {
  const { t } = useTranslation('profile');
  const [, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [sending, setSending] = useState(false);
  const name = `${session.firstName} ${session.lastName}`.trim();
  const { address } = session;
  const cityLine = [address.postalCode, address.city].filter(Boolean).join(' ');
  const lines = [address.address1, address.address2, cityLine].filter((line): line is string =>
    Boolean(line),
  );

  const verify = async () => {
    setSending(true);
    try {
      const answer = await requestEmailVerification(session.email);
      showToast(confirmationText(answer) ?? t('card.verifySent'), 'success');
    } catch (error) {
      showToast(error instanceof Error ? error.message : translateMessageKey('verificationEmailInvalid'));
    } finally {
      setSending(false);
    }
  };

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-label={t('card.label')}>
      <Stack gap="md" align="stretch">
        <Stack gap="xs" align="center">
          <Avatar
            size={120}
            radius={120}
            color="tifo"
            variant="filled"
            src={session.image ?? undefined}
            alt={t('card.photoAlt', { name })}
          >
            {initials(session)}
          </Avatar>
          <Title order={2} fz={{ base: 22, sm: 26 }} ta="center">
            {name}
          </Title>
          <Badge color={session.verified ? 'pitch' : 'red'} variant="light">
            {session.verified ? t('card.verified') : t('card.notVerified')}
          </Badge>
        </Stack>
        <Stack gap={2}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('card.email')}
          </Text>
          <Text style={{ overflowWrap: 'anywhere' }}>{session.email}</Text>
        </Stack>
        <Stack gap={2}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('card.address')}
          </Text>
          {lines.length > 0 ? (
            lines.map((line) => <Text key={line}>{line}</Text>)
          ) : (
            <Text size="sm" c="dimmed">
              {t('card.noAddress')}
            </Text>
          )}
        </Stack>
        <Stack gap="xs">
          <Button {...WRAPPING_BUTTON} onClick={() => setDialog('edit')}>
            {t('card.edit')}
          </Button>
          <Button {...WRAPPING_BUTTON} variant="light" onClick={() => setDialog('password')}>
            {t('card.changePassword')}
          </Button>
          <Button {...WRAPPING_BUTTON} variant="light" onClick={() => setDialog('email')}>
            {t('card.changeEmail')}
          </Button>
          {!session.verified && (
            <Button
              {...WRAPPING_BUTTON}
              variant="light"
              color="amber"
              onClick={() => void verify()}
              loading={sending}
            >
              {t('card.verify')}
            </Button>
          )}
          <Button
            {...WRAPPING_BUTTON}
            variant="light"
            onClick={() => setParams({ tab: 'subscriptions', card: '1' })}
          >
            {t('card.updateCard')}
          </Button>
          <Button {...WRAPPING_BUTTON} variant="subtle" color="red" onClick={() => setDialog('delete')}>
            {t('card.delete')}
          </Button>
        </Stack>
        {!session.verified && (
          <Text size="xs" c="dimmed">
            {t('card.verifyHint')}
          </Text>
        )}
      </Stack>
      <EditProfileModal session={session} opened={dialog === 'edit'} onClose={() => setDialog(null)} />
      <ChangePasswordModal
        email={session.email}
        opened={dialog === 'password'}
        onClose={() => setDialog(null)}
      />
      <ChangeEmailModal email={session.email} opened={dialog === 'email'} onClose={() => setDialog(null)} />
      <DeleteAccountModal
        userId={session.userId}
        opened={dialog === 'delete'}
        onClose={() => setDialog(null)}
      />
    </Paper>
  );
}
