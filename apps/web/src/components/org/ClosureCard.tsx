import { Alert, Button, Checkbox, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { CLOSURE_RULES, type MyClub } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmationText } from '../../i18n';
import { failureText } from '../../lib/api';
import { showToast } from '../../lib/notify';
import { orgKeys, setClosure } from '../../lib/orgApi';
import { Icon } from '../club/Icon';
import { formatDate } from './format';

/**
 * Closing the organisation (issue 45; the terms promise closure with 30 days' notice), for its administrators
 * (ROLE_CLUB) on the edit page: what a closure does, the request behind a confirmation, and while the notice
 * runs the day it closes and the way back (withdraw).
 */
export function ClosureCard({
  clubId,
  clubName,
  closure,
}: {
  clubId: string;
  clubName: string;
  closure: MyClub['closure'];
}) {
  const { t } = useTranslation('org');
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [understood, setUnderstood] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (withdraw: boolean) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await setClosure(clubId, withdraw);
      showToast(confirmationText(answer) ?? answer.message, 'success');
      setAsking(false);
      setUnderstood(false);
      await queryClient.invalidateQueries({ queryKey: orgKeys.all });
    } catch (caught) {
      setError(failureText(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="closure-title"
      data-testid="closure-card"
    >
      <Stack gap="sm">
        <Title order={2} fz="lg" id="closure-title">
          {t('closure.title')}
        </Title>
        {closure ? (
          <Alert
            color="amber"
            variant="light"
            icon={<Icon name="alert" />}
            title={t('closure.pendingTitle', { date: formatDate(closure.closesAt) })}
            data-testid="closure-notice"
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                {t('closure.pendingText', {
                  requested: formatDate(closure.requestedAt),
                  date: formatDate(closure.closesAt),
                })}
              </Text>
              <Button variant="white" color="night" onClick={() => submit(true)} loading={busy}>
                {t('closure.withdraw')}
              </Button>
            </Stack>
          </Alert>
        ) : (
          <>
            <Text size="sm">{t('closure.text', { days: CLOSURE_RULES.noticeDays })}</Text>
            <Group>
              <Button color="red" variant="outline" onClick={() => setAsking(true)}>
                {t('closure.request')}
              </Button>
            </Group>
          </>
        )}
        {error && !asking && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title={t('closure.confirmTitle', { name: clubName })}
      >
        <Stack gap="sm">
          <Text size="sm">{t('closure.confirmText', { days: CLOSURE_RULES.noticeDays })}</Text>
          <Checkbox
            checked={understood}
            onChange={(event) => setUnderstood(event.currentTarget.checked)}
            label={t('closure.understood')}
          />
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)}>
              {t('closure.cancel')}
            </Button>
            <Button color="red" disabled={!understood} loading={busy} onClick={() => submit(false)}>
              {t('closure.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
