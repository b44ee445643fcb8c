import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalPaymentRequest, type Membership, type MembershipInvoice } from '@tifo/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmationText, translateMessageKey } from '../../i18n';
import { ApiError } from '../../lib/api';
import { issueMessages, serverFieldMessages } from '../../lib/formErrors';
import { useTimedMessage } from '../../lib/hooks';
import { swissIsoDay } from '../../lib/intl';
import { fetchPaymentDetails, membershipKeys, recordExternalPayment } from '../../lib/membershipsApi';
import { chfOf } from '../../lib/paymentsApi';
import { formatDay } from '../club/format';
import { ListTable } from '../ListTable';

const BANNER_MS = 2000;
const PAYMENT_FIELDS = ['amount', 'date'] as const;

/** How an invoice was paid, as the club reads it. */
function paymentLabel(invoice: MembershipInvoice, t: (key: string) => string): string {
  const payment = invoice.membershipPayment;
  if (!payment) return '–';
  const how = payment.externalPayment
    ? t('payments.external')
    : payment.method === 'twint'
      ? t('payments.byTwint')
      : t('payments.byCard');
  return `${formatDay(payment.createdDate)} · ${how}`;
}

/**
 * A member's invoices with their payments (/memberships/payment-details), and for an open invoice the form
 * to record money the club received itself (/memberships/external-payment: amount, invoice, the date).
 */
export function MemberInvoices({
  member,
  productId,
  onClose,
  onChanged,
}: {
  member: Membership;
  productId: string;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation('memberships');
  const queryClient = useQueryClient();
  const phone = useMediaQuery('(max-width: 30em)');
  const [recording, setRecording] = useState<MembershipInvoice | null>(null);
  const [success, showSuccess] = useTimedMessage(BANNER_MS);
  const key = membershipKeys.payments(member.user.id, productId);
  const invoices = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchPaymentDetails(member.user.id, productId, signal),
  });
  const name = `${member.user.firstName} ${member.user.lastName}`.trim();

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('payments.title', { name })}
      size="xl"
      fullScreen={phone ?? false}
    >
      <Stack gap="md">
        {success && (
          <Alert color="pitch" variant="light" role="status">
            {success}
          </Alert>
        )}
        {invoices.isPending && <Skeleton h={120} role="status" aria-label={t('payments.loading')} />}
        {invoices.isError && (
          <Alert color="red" variant="light" role="alert">
            {invoices.error.message}
          </Alert>
        )}
        {invoices.data?.length === 0 && <Text c="dimmed">{t('payments.empty')}</Text>}
        {invoices.data && invoices.data.length > 0 && (
          <ListTable
            minWidth={620}
            striped
            data-testid="member-invoices"
            columns={[
              { label: t('payments.number') },
              { label: t('payments.period') },
              { label: t('payments.amount'), numeric: true },
              { label: t('payments.status') },
              { label: t('payments.payment') },
            ]}
          >
            {invoices.data.map((invoice) => (
              <Table.Tr key={invoice.id}>
                <Table.Td>{invoice.number}</Table.Td>
                <Table.Td>
                  {formatDay(invoice.period)} – {formatDay(invoice.nextPeriod)}
                </Table.Td>
                <Table.Td ta="right">{chfOf(invoice.amount)}</Table.Td>
                <Table.Td>
                  <Badge color={invoice.status === 'paid' ? 'pitch' : 'red'} variant="light">
                    {t(`payments.${invoice.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {invoice.membershipPayment ? (
                    paymentLabel(invoice, t)
                  ) : (
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => setRecording(invoice)}
                      aria-label={`${t('payments.record')}: ${invoice.number}`}
                    >
                      {t('payments.record')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        )}
        {recording && (
          <RecordPayment
            invoice={recording}
            userId={member.user.id}
            productId={productId}
            onCancel={() => setRecording(null)}
            onRecorded={(message) => {
              setRecording(null);
              showSuccess(message);
              void queryClient.invalidateQueries({ queryKey: key });
              onChanged();
            }}
          />
        )}
      </Stack>
    </Modal>
  );
}

function RecordPayment({
  invoice,
  userId,
  productId,
  onCancel,
  onRecorded,
}: {
  invoice: MembershipInvoice;
  userId: string;
  productId: string;
  onCancel: () => void;
  onRecorded: (message: string) => void;
}) {
  const { t } = useTranslation('memberships');
  const [amount, setAmount] = useState(invoice.amount.toFixed(2));
  const [date, setDate] = useState(swissIsoDay);
  const [errors, setErrors] = useState<{ amount?: string; date?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const body = { userId, productId, invoiceId: invoice.id, amount, date };
    const checked = ExternalPaymentRequest.safeParse(body);
    if (!checked.success) {
      setErrors(issueMessages(checked.error.issues, PAYMENT_FIELDS));
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const answer = await recordExternalPayment(body);
      onRecorded(confirmationText(answer) ?? translateMessageKey('external_payment_success'));
    } catch (error) {
      const fields = serverFieldMessages(error, PAYMENT_FIELDS);
      if (fields) setErrors(fields);
      // The spec's banner, with the server's reason under it when it is not a field's.
      const reason = error instanceof ApiError && !fields ? error.message : null;
      setFailure([translateMessageKey('external_payment_error'), reason].filter(Boolean).join(' '));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      component="form"
      onSubmit={submit}
      noValidate
      data-testid="record-payment"
    >
      <Stack gap="sm">
        <Text fw={700}>{t('payments.recordTitle', { number: invoice.number })}</Text>
        <Text size="sm" c="dimmed">
          {t('payments.recordHint')}
        </Text>
        <Group gap="sm" align="flex-start" wrap="wrap">
          <TextInput
            label={t('payments.amountLabel')}
            inputMode="decimal"
            value={amount}
            error={errors.amount}
            disabled={busy}
            onChange={(event) => setAmount(event.currentTarget.value)}
            w={{ base: '100%', xs: 200 }}
          />
          <TextInput
            label={t('payments.dateLabel')}
            type="date"
            value={date}
            error={errors.date}
            disabled={busy}
            onChange={(event) => setDate(event.currentTarget.value)}
            w={{ base: '100%', xs: 200 }}
          />
        </Group>
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('payments.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('payments.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
