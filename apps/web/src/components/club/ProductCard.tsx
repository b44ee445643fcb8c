import { Badge, Box, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { crowdfundingProgress, DISCOVERY, type PublicProduct } from '@tifo/contract';
import { useTranslation } from 'react-i18next';
import { PLATFORM_NAME } from '../../theme';
import { CampaignProgress } from './CampaignProgress';
import { formatDay, formatPrice } from './format';
import { Icon } from './Icon';
import { ShareControl } from './ShareButton';

const TYPE_COLORS: Record<PublicProduct['productType'], string> = {
  fixed: 'tifo',
  open: 'amber',
  subscription: 'night',
  crowd: 'pitch',
  membership: 'grape',
};

/** One donation option: title, text, price or free amount, period, crowdfunding progress, choose button. */
export function ProductCard({
  product,
  onChoose,
  share,
}: {
  product: PublicProduct;
  onChoose: (product: PublicProduct) => void;
  /** The club page's path and name, to share a link straight to this offer (issue 48). */
  share?: { clubPath: string; clubName: string };
}) {
  const { t } = useTranslation('club');
  const percent = crowdfundingProgress(product);
  const target = product.targetAmount ?? product.price ?? DISCOVERY.crowdfundingDefaultTargetChf;
  const period = product.recurringProduct && product.recurringPeriod ? product.recurringPeriod : null;
  // A campaign that ended takes nothing more; an all-or-nothing one takes pledges (issue 49).
  const ended = product.campaign ? product.campaign.state !== 'running' : false;
  const pledging = product.campaign?.mode === 'all_or_nothing';

  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      className="profile-product"
      component="article"
      id={`product-${product.id}`}
    >
      {product.image && (
        <Card.Section mb="md">
          <img
            className="profile-product__image"
            src={product.image}
            alt={t('products.imageAlt', { title: product.title })}
            loading="lazy"
          />
        </Card.Section>
      )}
      <Stack gap="sm" style={{ flex: 1 }}>
        <Group justify="space-between" gap={6} wrap="nowrap" align="flex-start">
          <Group gap={6}>
            <Badge color={TYPE_COLORS[product.productType]} variant="light" radius="sm" tt="none">
              {t(`products.type.${product.productType}`)}
            </Badge>
            {product.deliveryAvailable && (
              <Badge
                color="gray"
                variant="light"
                radius="sm"
                tt="none"
                leftSection={<Icon name="truck" size={12} />}
              >
                {t('products.delivery')}
              </Badge>
            )}
          </Group>
          {share && (
            <ShareControl
              compact
              target={{
                path: `${share.clubPath}#product-${product.id}`,
                title: `${product.title} – ${share.clubName}`,
                text: t('share.productText', {
                  name: share.clubName,
                  platform: PLATFORM_NAME,
                  title: product.title,
                }),
              }}
              label={t('share.label')}
              ariaLabel={t('share.product', { title: product.title })}
              testId="share-product"
            />
          )}
        </Group>
        <Title order={3} fz="lg" className="profile-break">
          {product.title}
        </Title>
        {product.description && (
          <Text size="sm" c="dimmed" className="profile-break" lineClamp={4}>
            {product.description}
          </Text>
        )}
        {product.campaign && (
          <CampaignProgress campaign={product.campaign} productId={product.id} title={product.title} />
        )}
        {product.crowdFunding && !product.campaign && (
          <Stack gap={6} mt={4}>
            <Progress.Root size="lg" radius="xl">
              <Progress.Section
                value={percent}
                color="pitch"
                aria-label={t('products.progressLabel', { title: product.title })}
                aria-valuetext={t('products.percent', { percent })}
              />
            </Progress.Root>
            <Group justify="space-between" gap={4}>
              <Text size="sm" fw={700}>
                {t('products.raised', {
                  raised: formatPrice(product.totalFunded),
                  target: formatPrice(target),
                })}
              </Text>
              <Text size="sm" c="pitch.9" fw={700}>
                {t('products.percent', { percent })}
              </Text>
            </Group>
            <Group gap="md">
              <Text size="xs" c="dimmed">
                {t('products.backers', { count: product.backers })}
              </Text>
              {product.campaignEndDate && (
                <Text size="xs" c="dimmed">
                  {t('products.endsOn', { date: formatDay(product.campaignEndDate) })}
                </Text>
              )}
            </Group>
          </Stack>
        )}
        <Box mt="auto" pt="sm">
          <Group justify="space-between" align="flex-end" wrap="nowrap" gap="sm">
            <Stack gap={0} style={{ minWidth: 0 }}>
              {product.price === null || product.crowdFunding ? (
                <Text className="profile-product__price profile-product__price--free">
                  {t('products.freeAmount')}
                </Text>
              ) : (
                <Text className="profile-product__price">{formatPrice(product.price)}</Text>
              )}
              {period && (
                <Text size="sm" c="dimmed">
                  {t(`products.period.${period}`)}
                </Text>
              )}
            </Stack>
            <Button
              radius="xl"
              style={{ flex: 'none' }}
              onClick={() => onChoose(product)}
              disabled={ended}
              aria-label={t(ended ? 'campaign.endedAria' : 'products.chooseAria', { title: product.title })}
            >
              {ended ? t('campaign.ended') : pledging ? t('campaign.pledge') : t('products.choose')}
            </Button>
          </Group>
        </Box>
      </Stack>
    </Card>
  );
}
