import { Avatar, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { DASHBOARD } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dashboardKeys, fetchTopProducts, fetchTopSponsors } from '../../lib/dashboardApi';
import { chfOf } from '../../lib/paymentsApi';
import { Pager } from '../Pager';
import { QueryState } from './QueryState';

function Heading({ title, intro }: { title: string; intro: string }) {
  return (
    <Stack gap={4}>
      <Title order={2} fz={{ base: 20, sm: 24 }}>
        {title}
      </Title>
      <Text c="dimmed" size="sm">
        {intro}
      </Text>
    </Stack>
  );
}

/** Top products (PRODUCT.md §dashboard; admin and finance): title, image, total quantity, 5 at a time with "load more". */
export function TopProductsTab({ clubId }: { clubId: string }) {
  const { t } = useTranslation('dashboard');
  const size = DASHBOARD.topProductsPageSize;
  const query = useInfiniteQuery({
    queryKey: dashboardKeys.topProducts(clubId, 0),
    queryFn: ({ pageParam, signal }) => fetchTopProducts(clubId, pageParam, size, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (pages.length * size < last.totalElements ? pages.length : undefined),
  });
  const rows = query.data?.pages.flatMap((page) => page.content);
  return (
    <Stack gap="md" data-testid="top-products-tab">
      <Heading title={t('topProducts.title')} intro={t('topProducts.intro')} />
      <QueryState query={{ ...query, data: rows }}>
        {(products) =>
          products.length === 0 ? (
            <Card withBorder radius="lg" padding="xl">
              <Text c="dimmed">{t('topProducts.empty')}</Text>
            </Card>
          ) : (
            <Stack gap="sm">
              <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
                {products.map((product, index) => (
                  <Card
                    key={product.id}
                    component="li"
                    withBorder
                    radius="lg"
                    padding="sm"
                    data-testid="top-product"
                  >
                    <Group wrap="nowrap" gap="md">
                      <Text fw={800} c="dimmed" w={28} ta="center">
                        {index + 1}
                      </Text>
                      <Avatar
                        src={product.image}
                        alt={t('topProducts.imageAlt', { title: product.title })}
                        radius="md"
                        size={56}
                      />
                      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                        <Text
                          fw={700}
                          lineClamp={2}
                          style={{ overflowWrap: 'anywhere' }}
                          data-testid="top-product-title"
                        >
                          {product.title}
                        </Text>
                        <Text size="sm" c="dimmed">
                          {t('topProducts.quantity', { count: product.totalQuantity })}
                        </Text>
                        {/* On a phone the amount goes under the title, which otherwise kept a few letters. */}
                        <Text fw={800} hiddenFrom="xs" style={{ whiteSpace: 'nowrap' }}>
                          {chfOf(product.totalAmount)}
                        </Text>
                      </Stack>
                      <Text fw={800} visibleFrom="xs" style={{ whiteSpace: 'nowrap' }}>
                        {chfOf(product.totalAmount)}
                      </Text>
                    </Group>
                  </Card>
                ))}
              </Stack>
              {query.hasNextPage && (
                <Button
                  variant="light"
                  onClick={() => query.fetchNextPage()}
                  loading={query.isFetchingNextPage}
                  style={{ alignSelf: 'center' }}
                >
                  {t('topProducts.more')}
                </Button>
              )}
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}

/**
 * Top sponsors (PRODUCT.md §dashboard; admin and finance): first name, total amount and image, 3 per page. A donor who
 * did not agree at checkout to be shown appears as "Anonymous" without image.
 */
export function TopSponsorsTab({ clubId }: { clubId: string }) {
  const { t } = useTranslation('dashboard');
  const [pageId, setPageId] = useState(0);
  const size = DASHBOARD.topSponsorsPageSize;
  const query = useQuery({
    queryKey: dashboardKeys.topSponsors(clubId, pageId),
    queryFn: ({ signal }) => fetchTopSponsors(clubId, pageId, size, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack gap="md" data-testid="top-sponsors-tab">
      <Heading title={t('topSponsors.title')} intro={t('topSponsors.intro')} />
      <QueryState query={query}>
        {(page) =>
          page.totalElements === 0 ? (
            <Card withBorder radius="lg" padding="xl">
              <Text c="dimmed">{t('topSponsors.empty')}</Text>
            </Card>
          ) : (
            <Stack gap="sm">
              <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
                {page.content.map((sponsor) => {
                  const name = sponsor.firstName ?? t('topSponsors.anonymous');
                  return (
                    <Card
                      key={sponsor.rank}
                      component="li"
                      withBorder
                      radius="lg"
                      padding="md"
                      data-testid="top-sponsor"
                    >
                      <Group wrap="nowrap" gap="md">
                        <Badge
                          variant="light"
                          color="night"
                          radius="sm"
                          size="lg"
                          aria-label={t('topSponsors.rank', { rank: sponsor.rank })}
                        >
                          {sponsor.rank}
                        </Badge>
                        <Avatar
                          src={sponsor.image}
                          alt=""
                          radius="xl"
                          size={44}
                          color="night"
                          visibleFrom="xs"
                        >
                          {sponsor.anonymous ? '?' : name.slice(0, 1).toUpperCase()}
                        </Avatar>
                        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                          <Text fw={700} lineClamp={2} fs={sponsor.anonymous ? 'italic' : undefined}>
                            {name}
                          </Text>
                          <Text size="sm" c="dimmed">
                            {t('topSponsors.donations', { count: sponsor.noOfDonations })}
                          </Text>
                        </Stack>
                        <Text fw={800} style={{ whiteSpace: 'nowrap' }}>
                          {chfOf(sponsor.totalAmount)}
                        </Text>
                      </Group>
                    </Card>
                  );
                })}
              </Stack>
              <Pager
                page={pageId}
                totalPages={page.totalPages}
                onPage={setPageId}
                label={t('topSponsors.pagination')}
              />
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
