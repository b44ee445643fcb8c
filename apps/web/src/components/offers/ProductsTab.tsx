import { Badge, Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ClubProduct, DESCRIPTION_FIELDS, type WireLanguage } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmationText, translateMessageKey } from '../../i18n';
import { failureText } from '../../lib/api';
import { useTimedMessage } from '../../lib/hooks';
import { fetchClubProductsForAdmin, offersKeys, setProductActive } from '../../lib/offersApi';
import { ArticleCard } from '../ArticleCard';
import { formatDay, formatPrice } from '../club/format';
import { Icon } from '../club/Icon';
import { CampaignPanel } from './CampaignPanel';
import { ConfirmOfferModal } from './ConfirmOfferModal';
import { Deliveries } from './Deliveries';
import { BANNER_MS, OfferCardActions, OfferCardMedia, OfferTab } from './OfferTab';
import { ProductFormModal, type ProductFormMode } from './ProductFormModal';
import { SubscriptionActivity } from './SubscriptionActivity';

/** Failures of updates stay 2 s (PRODUCT.md §errors), others about 4 s. */
const ERROR_MS = 4000;

/**
 * Grid span of a product card (of 12): above 2 products the list switches to 4 (three per row), else 6
 * (two per row) (PRODUCT.md §constants). On a phone every card takes the full width.
 */
export function productSpan(count: number): 4 | 6 {
  return count > 2 ? 4 : 6;
}

type ProductState = 'active' | 'inactive' | 'draft' | 'expired';

/** How a product is marked in the list. */
export function productState(product: ClubProduct): ProductState {
  if (product.status === 'inactive') return 'inactive';
  if (product.status === 'draft') return 'draft';
  if (product.expired) return 'expired';
  return 'active';
}

const STATE_COLORS: Record<ProductState, string> = {
  active: 'pitch.8',
  inactive: 'gray.7',
  draft: 'amber.3',
  expired: 'gray.7',
};

const RANK: Record<ProductState, number> = { active: 0, draft: 0, expired: 1, inactive: 2 };

/** Active products and drafts first, then expired, then deactivated ones; otherwise the server's order. */
function ordered(products: readonly ClubProduct[]): ClubProduct[] {
  return [...products].sort((a, b) => RANK[productState(a)] - RANK[productState(b)]);
}

export function ProductsTab({ clubId, language }: { clubId: string; language: WireLanguage }) {
  const { t } = useTranslation('offers');
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<ProductFormMode | null>(null);
  const [confirming, setConfirming] = useState<ClubProduct | null>(null);
  const [deactivating, setDeactivating] = useState(false);
  const [success, showSuccess] = useTimedMessage(BANNER_MS);
  const [failure, showFailure] = useTimedMessage(ERROR_MS);
  const products = useQuery({
    queryKey: offersKeys.products(clubId),
    queryFn: ({ signal }) => fetchClubProductsForAdmin(clubId, signal),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: offersKeys.products(clubId) });
  // The public club page reads the club's products too.
  const refreshPublic = () => queryClient.invalidateQueries({ queryKey: ['club-products', clubId] });

  /** Deactivates (after the confirmation) or reactivates a product, and says how it went. */
  const setActive = async (product: ClubProduct, active: boolean) => {
    setDeactivating(true);
    try {
      const answer = await setProductActive(product.id, active);
      showFailure(null);
      showSuccess(
        confirmationText(answer) ?? translateMessageKey(active ? 'productReactivated' : 'productDeactivated'),
      );
      setConfirming(null);
      await Promise.all([refresh(), refreshPublic()]);
    } catch (error) {
      setConfirming(null);
      showFailure(failureText(error));
    } finally {
      setDeactivating(false);
    }
  };
  const deactivate = (product: ClubProduct) => setActive(product, false);

  const list = products.data ? ordered(products.data) : [];
  const span = productSpan(list.length);

  return (
    <OfferTab
      kind="products"
      actions={
        <Group gap="xs" wrap="wrap">
          <Button
            leftSection={<Icon name="heart" size={16} />}
            onClick={() => setMode({ kind: 'create', freeSponsor: false })}
          >
            {t('products.create')}
          </Button>
          <Button variant="light" onClick={() => setMode({ kind: 'create', freeSponsor: true })}>
            {t('products.createFree')}
          </Button>
        </Group>
      }
      success={success}
      failure={failure}
      list={products}
      isEmpty={list.length === 0}
      skeletons={{ count: 3, height: 280 }}
      grid={
        <Stack gap="lg">
          <Deliveries clubId={clubId} offersDelivery={list.some((product) => product.deliveryAvailable)} />
          <Grid gap="lg" data-testid="product-list" data-span={span}>
            {list.map((product) => (
              <Grid.Col key={product.id} span={{ base: 12, sm: 6, md: span }} data-testid="product-col">
                <AdminProductCard
                  product={product}
                  language={language}
                  onEdit={() => setMode({ kind: 'edit', product })}
                  onDeactivate={() => setConfirming(product)}
                  onReactivate={() => void setActive(product, true)}
                  busy={deactivating}
                />
              </Grid.Col>
            ))}
          </Grid>
        </Stack>
      }
    >
      {mode && (
        <ProductFormModal
          clubId={clubId}
          language={language}
          mode={mode}
          onClose={() => setMode(null)}
          onChanged={() => void refresh()}
          onSaved={(message) => {
            setMode(null);
            showFailure(null);
            showSuccess(message);
            void refresh();
            void refreshPublic();
          }}
        />
      )}

      <ConfirmOfferModal
        words="deactivate"
        offer={confirming}
        busy={deactivating}
        onCancel={() => setConfirming(null)}
        onConfirm={(product) => void deactivate(product)}
      />
    </OfferTab>
  );
}

function AdminProductCard({
  product,
  language,
  onEdit,
  onDeactivate,
  onReactivate,
  busy,
}: {
  product: ClubProduct;
  language: WireLanguage;
  onEdit: () => void;
  onDeactivate: () => void;
  onReactivate: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation('offers');
  const state = productState(product);
  const description = product[DESCRIPTION_FIELDS[language]] || product.descriptionDe || product.description;
  const inactive = state === 'inactive';
  const isDraft = state === 'draft';
  const period = product.recurringProduct && product.recurringPeriod ? product.recurringPeriod : null;
  const [showActivity, setShowActivity] = useState(false);
  const hasActivity = product.productType === 'subscription';
  // A crowdfunding campaign: its pledges, extension and updates (issue 49).
  const [showCampaign, setShowCampaign] = useState(false);

  return (
    <ArticleCard
      className={inactive ? 'offers-card offers-card--inactive' : 'offers-card'}
      data-testid="admin-product"
      data-state={state}
      aria-labelledby={`product-${product.id}-title`}
    >
      <OfferCardMedia image={product.image} alt={t('products.imageAlt', { title: product.title })} />
      <Stack gap={8} mt="md" style={{ flex: 1 }}>
        <Group gap={6}>
          <Badge
            color={STATE_COLORS[state]}
            c={state === 'draft' ? 'night.6' : undefined}
            variant="filled"
            radius="sm"
            tt="none"
            data-testid="product-state"
          >
            {t(`products.state.${state}`)}
          </Badge>
          <Badge color="night" variant="light" radius="sm" tt="none">
            {t(`types.${product.productType}`)}
          </Badge>
          {product.deliveryAvailable && (
            <Badge color="gray" variant="light" radius="sm" tt="none">
              {t('products.delivery')}
            </Badge>
          )}
        </Group>
        <Title order={3} fz="lg" id={`product-${product.id}-title`} className="profile-break">
          {product.title}
        </Title>
        {description && (
          <Text size="sm" c="dimmed" lineClamp={3} className="profile-break">
            {description}
          </Text>
        )}
        {isDraft && (
          <Text size="xs" c="amber.9">
            {t('products.draftHint')}
          </Text>
        )}
        <Stack gap={2} mt="auto" pt="xs">
          <Text fw={800} fz="lg">
            {product.price === null ? t('products.freeAmount') : formatPrice(product.price)}
            {period && (
              <Text component="span" size="sm" c="dimmed" fw={400}>
                {` · ${t(`periods.${period}`)}`}
              </Text>
            )}
          </Text>
          {product.crowdFunding && product.targetAmount !== null && (
            <Text size="xs" c="dimmed">
              {t('products.raisedOfTarget', {
                raised: formatPrice(product.totalFunded),
                target: formatPrice(product.targetAmount),
                count: product.backers,
              })}
            </Text>
          )}
          {product.expiryDate && (
            <Text size="xs" c="dimmed">
              {t(state === 'expired' ? 'products.expiredOn' : 'products.expires', {
                date: formatDay(product.expiryDate),
              })}
            </Text>
          )}
          {product.untranslatedLanguages.length > 0 && (
            <Text size="xs" c="dimmed">
              {t('products.untranslated', {
                languages: product.untranslatedLanguages.map((code) => t(`languages.${code}`)).join(', '),
              })}
            </Text>
          )}
        </Stack>
        {hasActivity && (
          <Button
            size="xs"
            variant="light"
            mt="xs"
            onClick={() => setShowActivity(true)}
            aria-label={t('activity.title', { title: product.title })}
          >
            {t('activity.button')}
          </Button>
        )}
        {showActivity && <SubscriptionActivity product={product} onClose={() => setShowActivity(false)} />}
        {product.campaign && (
          <Button
            size="xs"
            variant="light"
            mt="xs"
            onClick={() => setShowCampaign(true)}
            aria-label={t('campaign.title', { title: product.title })}
            data-testid="open-campaign"
          >
            {t('campaign.button')}
          </Button>
        )}
        {showCampaign && <CampaignPanel product={product} onClose={() => setShowCampaign(false)} />}
        {!inactive && (
          <OfferCardActions
            edit={{
              text: t('products.edit'),
              label: t('products.editAria', { title: product.title }),
              onClick: onEdit,
            }}
            remove={{
              text: t('products.deactivate'),
              label: t('products.deactivateAria', { title: product.title }),
              onClick: onDeactivate,
            }}
          />
        )}
        {inactive && (
          <Group gap="xs" mt="xs">
            <Button
              size="xs"
              variant="light"
              onClick={onReactivate}
              disabled={busy}
              aria-label={t('products.reactivateAria', { title: product.title })}
            >
              {t('products.reactivate')}
            </Button>
          </Group>
        )}
      </Stack>
    </ArticleCard>
  );
}
