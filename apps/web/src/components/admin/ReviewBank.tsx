import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type BankDetails, formatIban } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmationText } from '../../i18n';
import { confirmBank, orgKeys } from '../../lib/orgApi';
import { countryName } from '../org/countries';
import { formatDateTime } from '../org/format';
import { useOperatorError } from './operatorError';
import { Card, Definitions } from './ReviewCard';

/**
 * The registration's bank account as the operator reviews it. A reviewed club that changed its account is marked:
 * payouts wait until the operator, having checked the change with the club, confirms it (the change shown, not a
 * later one: the server answers 409 then, and the details reload).
 */
export function ReviewBank({ clubId, bank }: { clubId: string; bank: BankDetails | null }) {
  const { t, i18n } = useTranslation(['admin', 'org']);
  const queryClient = useQueryClient();
  const explain = useOperatorError();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const confirm = async (changedAt: string) => {
    setBusy(true);
    try {
      const answer = await confirmBank(clubId, changedAt);
      setError(null);
      setDone(confirmationText(answer) ?? answer.message);
    } catch (caught) {
      setDone(null);
      setError(explain(caught));
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: orgKeys.reviewDetails(clubId) });
    }
  };
  return (
    <Card title={t('detail.bank')} id="review-bank">
      {bank ? (
        <Stack gap="sm">
          {bank.awaitingConfirmation && (
            <Alert color="amber" variant="light" p="sm" role="note" data-testid="review-bank-awaiting">
              <Stack gap={6}>
                <Group gap="xs">
                  <Badge color="amber.9" variant="filled" tt="none">
                    {t('bankReview.badge')}
                  </Badge>
                  <Text size="sm" fw={600}>
                    {t('bankReview.changed', { date: formatDateTime(bank.changedAt) })}
                  </Text>
                </Group>
                <Text size="sm">
                  {bank.previousIbanLast4
                    ? t('bankReview.previous', { last4: bank.previousIbanLast4 })
                    : t('bankReview.first')}{' '}
                  {t('bankReview.check')}
                </Text>
                <Group>
                  <Button
                    size="sm"
                    onClick={() => void confirm(bank.changedAt)}
                    loading={busy}
                    data-testid="confirm-bank"
                  >
                    {t('bankReview.confirm')}
                  </Button>
                </Group>
              </Stack>
            </Alert>
          )}
          {done && (
            <Alert color="pitch" variant="light" role="status" p="sm">
              {done}
            </Alert>
          )}
          {error && (
            <Alert color="red" variant="light" role="alert" p="sm">
              {error}
            </Alert>
          )}
          <Definitions
            rows={[
              [t('org:bank.owner'), bank.name],
              [
                t('org:bank.iban'),
                <span key="iban" className="org-iban" data-testid="review-iban">
                  {bank.ibanMasked ? bank.iban : formatIban(bank.iban)}
                </span>,
              ],
              [t('org:bank.currency'), bank.currency],
              [t('org:bank.country'), countryName(bank.country, i18n.language)],
            ]}
          />
        </Stack>
      ) : (
        <Text c="dimmed">{t('detail.noBank')}</Text>
      )}
    </Card>
  );
}
