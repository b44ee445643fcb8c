import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { ORG_LIMITS, RejectRequest, type ReviewDetails } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmationText, issueText } from '../../i18n';
import { showToast } from '../../lib/notify';
import { decideReview, orgKeys, type ReviewDecision } from '../../lib/orgApi';
import { Card } from './ReviewCard';

const DECISIONS: Record<ReviewDecision, { color: string; allowed: readonly string[] }> = {
  approve: { color: 'blue.8', allowed: ['pending'] },
  verify: { color: 'pitch.8', allowed: ['pending', 'approved'] },
  reject: { color: 'tifo', allowed: ['pending'] },
};

/** The operator's decision on a registration: approve, verify, or reject with a reason the organisation is told. */
export function Decision({ details }: { details: ReviewDetails }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const { club } = details;
  const [open, setOpen] = useState<ReviewDecision | null>(null);
  const rejecting = open === 'reject';
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const available = (Object.keys(DECISIONS) as ReviewDecision[]).filter((decision) =>
    DECISIONS[decision].allowed.includes(club.status),
  );

  const close = () => {
    setOpen(null);
    setReason('');
    setReasonError(undefined);
  };

  const confirm = async () => {
    if (!open) return;
    if (open === 'reject') {
      const parsed = RejectRequest.shape.reason.safeParse(reason);
      if (!parsed.success) {
        setReasonError(issueText(parsed.error.issues[0]?.message));
        return;
      }
    }
    setBusy(true);
    try {
      const answer = await decideReview(open, club.id, open === 'reject' ? reason.trim() : undefined);
      showToast(confirmationText(answer) ?? answer.message, 'success');
      close();
      await queryClient.invalidateQueries({ queryKey: orgKeys.all });
    } catch {
      // The API client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t('decision.title')} id="review-decision">
      {available.length === 0 ? (
        <Text c="dimmed">{t(`decision.none.${club.status}`)}</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('decision.intro')}
          </Text>
          <Group gap="sm">
            {available.map((decision) => (
              <Button
                key={decision}
                color={DECISIONS[decision].color}
                variant={decision === 'reject' ? 'outline' : 'filled'}
                onClick={() => setOpen(decision)}
              >
                {t(`decision.${decision}.button`)}
              </Button>
            ))}
          </Group>
        </>
      )}
      <Modal opened={open !== null} onClose={close} title={open ? t(`decision.${open}.title`) : ''} centered>
        {open && (
          <Stack gap="md">
            <Text size="sm">{t(`decision.${open}.text`, { name: club.name })}</Text>
            {rejecting && (
              <Textarea
                label={t('decision.reject.reason')}
                description={t('decision.reject.reasonHint')}
                withAsterisk
                autosize
                minRows={3}
                maxLength={ORG_LIMITS.rejectReasonMax}
                value={reason}
                onChange={(event) => {
                  setReason(event.currentTarget.value);
                  setReasonError(undefined);
                }}
                error={reasonError}
                data-autofocus
              />
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                {t('decision.cancel')}
              </Button>
              <Button color={DECISIONS[open].color} onClick={confirm} loading={busy}>
                {t(`decision.${open}.confirm`)}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Card>
  );
}
