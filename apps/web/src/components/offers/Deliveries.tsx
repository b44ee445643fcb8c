import { Button, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { DELIVERIES, type Delivery, type DeliveryStatus } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../lib/api';
import { saveBlob } from '../../lib/clubApi';
import { deliveryKeys, exportDeliveries, fetchDeliveries, markDeliverySent } from '../../lib/deliveriesApi';
import { useTimedMessage } from '../../lib/hooks';
import { formatDay } from '../club/format';
import { QueryState } from '../dashboard/QueryState';
import { countryOptions } from '../org/countries';
import { Pager } from '../Pager';
import { BANNER_MS, OfferBanners } from './OfferTab';

/**
 * What the club has to send for its products offered with delivery (products tab; admin and editor): the open
 * deliveries oldest first with the donor's address, each marked as sent with one click (and back, for a
 * mistake), and the sent ones. Shown when a product offers delivery or something was ordered with one.
 */
export function Deliveries({ clubId, offersDelivery }: { clubId: string; offersDelivery: boolean }) {
  const { t } = useTranslation('offers');
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<DeliveryStatus>('open');
  const [pageId, setPageId] = useState(0);
  const [busy, setBusy] = useState<string | null>(null);
  const [success, showSuccess] = useTimedMessage(BANNER_MS);
  const [failure, setFailure] = useState<string | null>(null);
  const query = useQuery({
    queryKey: deliveryKeys.page(clubId, status, pageId),
    queryFn: ({ signal }) => fetchDeliveries(clubId, status, pageId, signal),
    placeholderData: keepPreviousData,
  });
  const page = query.data;
  if (!offersDelivery && (!page || page.open + page.sent === 0)) return null;

  const count = status === 'open' ? (page?.open ?? 0) : (page?.sent ?? 0);
  const totalPages = Math.ceil(count / DELIVERIES.pageSize);

  const download = async () => {
    setBusy('export');
    setFailure(null);
    try {
      const file = await exportDeliveries(clubId, status);
      saveBlob(new Blob([file.csv], { type: 'text/csv;charset=utf-8' }), file.fileName);
      showSuccess(t('deliveries.exported', { count: file.rows }));
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(null);
    }
  };

  const mark = async (delivery: Delivery, sent: boolean) => {
    setBusy(delivery.donationId);
    setFailure(null);
    try {
      await markDeliverySent(clubId, delivery.donationId, sent);
      showSuccess(
        t(sent ? 'deliveries.markedSent' : 'deliveries.markedOpen', { name: delivery.address.fullName }),
      );
      // The last one of a page moved away: show the page before it.
      if (page && page.deliveries.length === 1 && pageId > 0) setPageId(pageId - 1);
      await queryClient.invalidateQueries({ queryKey: deliveryKeys.all(clubId) });
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="deliveries-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={2} style={{ flex: '1 1 260px' }}>
            <Title order={3} fz="lg" id="deliveries-title">
              {t('deliveries.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('deliveries.text')}
            </Text>
          </Stack>
          <Group gap="xs" wrap="wrap">
            <SegmentedControl
              aria-label={t('deliveries.filterLabel')}
              value={status}
              onChange={(value) => {
                setStatus(value as DeliveryStatus);
                setPageId(0);
              }}
              data={[
                { value: 'open', label: t('deliveries.open', { count: page?.open ?? 0 }) },
                { value: 'sent', label: t('deliveries.sent', { count: page?.sent ?? 0 }) },
              ]}
            />
            <Button
              variant="default"
              size="sm"
              loading={busy === 'export'}
              disabled={count === 0}
              onClick={() => void download()}
            >
              {t('deliveries.export')}
            </Button>
          </Group>
        </Group>
        <OfferBanners success={success} failure={failure} />
        <QueryState
          query={query}
          height={120}
          texts={{ loading: t('deliveries.loading'), loadError: t('deliveries.loadError') }}
        >
          {(loaded) =>
            loaded.deliveries.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t(status === 'open' ? 'deliveries.emptyOpen' : 'deliveries.emptySent')}
              </Text>
            ) : (
              <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
                {loaded.deliveries.map((delivery) => (
                  <DeliveryItem
                    key={delivery.donationId}
                    delivery={delivery}
                    busy={busy === delivery.donationId}
                    onMark={(sent) => void mark(delivery, sent)}
                  />
                ))}
              </Stack>
            )
          }
        </QueryState>
        <Pager page={pageId} totalPages={totalPages} onPage={setPageId} label={t('deliveries.pagination')} />
      </Stack>
    </Card>
  );
}

function DeliveryItem({
  delivery,
  busy,
  onMark,
}: {
  delivery: Delivery;
  busy: boolean;
  onMark: (sent: boolean) => void;
}) {
  const { t, i18n } = useTranslation('offers');
  const { address } = delivery;
  const country = countryOptions(i18n.language, [address.country])[0]?.label ?? address.country;
  const titleId = `delivery-${delivery.donationId}`;
  return (
    <Card component="li" withBorder radius="md" padding="md" aria-labelledby={titleId} data-testid="delivery">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4} style={{ flex: '1 1 220px', minWidth: 0 }}>
          <Text fw={700} id={titleId} className="profile-break">
            {t('deliveries.item', { product: delivery.productTitle, name: address.fullName })}
          </Text>
          <Text size="xs" c="dimmed">
            {delivery.sentAt
              ? t('deliveries.sentOn', { date: formatDay(delivery.sentAt) })
              : t('deliveries.paidOn', { date: formatDay(delivery.bookedAt) })}
          </Text>
          <Text
            component="address"
            size="sm"
            fs="normal"
            className="profile-break"
            data-testid="delivery-address"
          >
            {[
              address.fullName,
              address.address1,
              address.address2,
              `${address.postalCode} ${address.city}`,
              country,
            ]
              .filter(Boolean)
              .map((line) => (
                <span key={line} style={{ display: 'block' }}>
                  {line}
                </span>
              ))}
          </Text>
          {address.phoneNumber && (
            <Text size="sm">
              {t('deliveries.phone')}{' '}
              <a href={`tel:${address.phoneNumber.replace(/[^\d+]/g, '')}`}>{address.phoneNumber}</a>
            </Text>
          )}
          {address.additionalNotes && (
            <Text size="sm" c="dimmed" className="profile-break">
              {t('deliveries.notes', { notes: address.additionalNotes })}
            </Text>
          )}
        </Stack>
        <Button
          size="xs"
          variant={delivery.sentAt ? 'default' : 'filled'}
          loading={busy}
          onClick={() => onMark(!delivery.sentAt)}
          aria-describedby={titleId}
        >
          {t(delivery.sentAt ? 'deliveries.markOpen' : 'deliveries.markSent')}
        </Button>
      </Group>
    </Card>
  );
}
