import { Alert, Anchor, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { MembershipStatus } from '@tifo/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fetchMyMemberships, membershipKeys } from '../../lib/membershipsApi';
import { chfOf } from '../../lib/paymentsApi';
import { formatDay } from '../club/format';

const STATUS_COLORS: Record<MembershipStatus, string> = {
  active: 'pitch',
  inactive: 'amber',
  cancelled: 'gray',
};

/**
 * The supporter's memberships (/memberships/member-details): club, membership, status, and each invoice with
 * its state; an open one links to its pay page. The full profile page comes with the supporter profile issue.
 */
export function MyMemberships({ userId }: { userId: string }) {
  const { t } = useTranslation('memberships');
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
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
