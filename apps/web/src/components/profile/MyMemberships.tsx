import { Alert, Anchor, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Membership, MembershipStatus } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { confirmationText } from '../../i18n';
import {
  fetchMyMemberships,
  leaveMembership,
  membershipKeys,
  stayInMembership,
} from '../../lib/membershipsApi';
import { chfOf } from '../../lib/paymentsApi';
import { formatDay } from '../club/format';
import { AskFirst } from './AskFirst';

const STATUS_COLORS: Record<MembershipStatus, string> = {
  active: 'pitch',
  inactive: 'amber',
  cancelled: 'gray',
};

/**
 * The supporter's memberships (/memberships/member-details): club, membership, status, and each invoice with
 * its state; an open one links to its pay page. A running membership can be left (it ends with its paid period,
 * the date is shown before confirming) and the notice withdrawn until then (issue 47).
 */
export function MyMemberships({ userId }: { userId: string }) {
  const { t } = useTranslation('memberships');
  const [notice, setNotice] = useState<string | null>(null);
  const mine = useQuery({
    queryKey: membershipKeys.mine(userId),
    queryFn: ({ signal }) => fetchMyMemberships(userId, signal),
  });
  return (
    <Stack gap="sm" id="membership" data-testid="my-memberships">
      <Title order={2} fz="lg">
        {t('mine.title')}
      </Title>
      {mine.isPending && <Skeleton h={80} role="status" aria-label={t('loading')} />}
      {mine.isError && (
        <Alert color="red" variant="light" role="alert">
          {t('loadError')}
        </Alert>
      )}
      {notice && (
        <Alert color="pitch" variant="light" role="status" withCloseButton onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {mine.data?.length === 0 && <Text c="dimmed">{t('mine.empty')}</Text>}
      {mine.data?.map((membership) => (
        <Card key={membership.id} withBorder radius="md" padding="md">
          <Stack gap="xs">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text fw={700}>
                {membership.club.name} · {membership.product.title}
              </Text>
              <Badge color={STATUS_COLORS[membership.status]} variant="light">
                {t(`status.${membership.status}`)}
              </Badge>
            </Group>
            {membership.invoices.map((invoice) => (
              <Group key={invoice.id} justify="space-between" wrap="wrap" gap="xs">
                <Text size="sm">
                  {t('mine.invoiceOf', {
                    number: invoice.number,
                    period: `${formatDay(invoice.period)} – ${formatDay(invoice.nextPeriod)}`,
                  })}
                </Text>
                <Group gap="xs">
                  <Text size="sm" fw={600}>
                    {chfOf(invoice.amount)}
                  </Text>
                  {invoice.status === 'open' && membership.status !== 'cancelled' ? (
                    <Anchor component={Link} to={`/membership/invoice/${invoice.id}`} size="sm" fw={700}>
                      {t('mine.pay')}
                    </Anchor>
                  ) : (
                    <Badge color={invoice.status === 'paid' ? 'pitch' : 'red'} variant="light">
                      {t(`payments.${invoice.status}`)}
                    </Badge>
                  )}
                </Group>
              </Group>
            ))}
            <MembershipNotice membership={membership} userId={userId} onDone={setNotice} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * Leaving a running membership, with its end date shown before confirming; once left, the end date and a way
 * to withdraw the notice until then.
 */
function MembershipNotice({
  membership,
  userId,
  onDone,
}: {
  membership: Membership;
  userId: string;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation('memberships');
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const change = useMutation({
    mutationFn: () => (membership.endsOn ? stayInMembership(membership.id) : leaveMembership(membership.id)),
    onSuccess: async (answer) => {
      setAsking(false);
      onDone(confirmationText(answer) ?? answer.message);
      await queryClient.invalidateQueries({ queryKey: membershipKeys.mine(userId) });
    },
  });
  if (membership.status === 'cancelled') {
    return membership.endsOn ? (
      <Text size="sm" c="dimmed">
        {t('mine.ended', { date: formatDay(membership.endsOn) })}
      </Text>
    ) : null;
  }
  const title = membership.product.title;
  const error = change.isError && (
    <Text size="sm" c="red.8" role="alert">
      {change.error.message}
    </Text>
  );
  if (membership.endsOn) {
    return (
      <Stack gap={6} mt={4}>
        <Text size="sm" fw={600} data-testid="membership-ends">
          {t('mine.endsOn', { date: formatDay(membership.endsOn) })}
        </Text>
        {error}
        <Group>
          <Button
            size="xs"
            variant="light"
            loading={change.isPending}
            onClick={() => change.mutate()}
            aria-label={t('mine.stayLabel', { title })}
          >
            {t('mine.stay')}
          </Button>
        </Group>
      </Stack>
    );
  }
  // It would end with its paid period, when the next invoice would be raised.
  const lastDay = membership.nextInvoiceDate ? formatDay(membership.nextInvoiceDate) : undefined;
  return (
    <Stack gap={6} mt={4}>
      {asking && lastDay && (
        <Text size="sm" role="status">
          {t('mine.leaveAsk', { date: lastDay })}
        </Text>
      )}
      {error}
      <Group gap="xs">
        <AskFirst
          label={t('mine.leave')}
          ariaLabel={t('mine.leaveLabel', { title })}
          confirmLabel={t('mine.leaveConfirm', { date: lastDay })}
          keepLabel={t('mine.keep')}
          busy={change.isPending}
          onConfirm={() => change.mutate()}
          asking={asking}
          onAsking={setAsking}
        />
      </Group>
    </Stack>
  );
}
