import { Alert, Button, Card, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../club/Icon';

const PLACEHOLDERS = [0, 1, 2, 3, 4, 5];

/** Success banners stay 2 s (PRODUCT.md §errors). */
export const BANNER_MS = 2000;

interface OfferTabProps {
  /** Whose texts the tab shows (`products.title`, `events.emptyText`, …). */
  kind: 'products' | 'events';
  /** The create buttons beside the heading. */
  actions: ReactNode;
  /** The banner of the last success (announced politely), and of the last failure. */
  success: string | null;
  failure?: string | null;
  /** The admin list as loaded (TanStack Query). */
  list: { isPending: boolean; isError: boolean; error: Error | null; refetch: () => unknown };
  isEmpty: boolean;
  /** The placeholders while loading: how many cards, how high. */
  skeletons: { count: number; height: number };
  /** The loaded, non-empty list. */
  grid: ReactNode;
  /** The modals (form, confirmation). */
  children?: ReactNode;
}

/** The frame of the products and events tabs: heading and actions, banners, loading, error and empty states. */
export function OfferTab({
  kind,
  actions,
  success,
  failure,
  list,
  isEmpty,
  skeletons,
  grid,
  children,
}: OfferTabProps) {
  const { t } = useTranslation('offers');
  const titleId = `offers-${kind}-title`;
  return (
    <Stack gap="lg" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Stack gap={2} style={{ flex: '1 1 260px' }}>
          <Title order={2} fz={{ base: 22, sm: 26 }} id={titleId}>
            {t(`${kind}.title`)}
          </Title>
          <Text c="dimmed" size="sm">
            {t(`${kind}.text`)}
          </Text>
        </Stack>
        {actions}
      </Group>

      <OfferBanners success={success} failure={failure ?? null} />

      {list.isPending ? (
        <Grid gap="lg" aria-busy="true" aria-label={t(`${kind}.loading`)}>
          {PLACEHOLDERS.slice(0, skeletons.count).map((placeholder) => (
            <Grid.Col key={placeholder} span={{ base: 12, sm: 6, md: 4 }}>
              <Skeleton height={skeletons.height} radius="lg" />
            </Grid.Col>
          ))}
        </Grid>
      ) : list.isError ? (
        <Alert color="red" variant="light" radius="lg" title={t(`${kind}.loadError`)} role="alert">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{list.error?.message}</Text>
            <Button variant="white" color="red" onClick={() => list.refetch()}>
              {t('retry')}
            </Button>
          </Stack>
        </Alert>
      ) : isEmpty ? (
        <Card withBorder radius="lg" padding="xl" className="offers-empty">
          <Stack align="center" gap="xs" ta="center">
            <Text fw={700}>{t(`${kind}.emptyTitle`)}</Text>
            <Text c="dimmed" size="sm" maw={460}>
              {t(`${kind}.emptyText`)}
            </Text>
          </Stack>
        </Card>
      ) : (
        grid
      )}

      {children}
    </Stack>
  );
}

/** The banner of the last success (announced politely, in a live region always there) and of the last failure. */
export function OfferBanners({ success, failure }: { success: string | null; failure: string | null }) {
  return (
    <>
      <div aria-live="polite">
        {success && (
          <Alert color="pitch" variant="light" radius="md" role="status" icon={<Icon name="check" />}>
            {success}
          </Alert>
        )}
      </div>
      {failure && (
        <Alert color="red" variant="light" radius="md" role="alert" icon={<Icon name="alert" />}>
          {failure}
        </Alert>
      )}
    </>
  );
}

/**
 * The image on top of an admin card, or a placeholder while there is none (a draft). Mantine's Card marks only
 * its direct Card.Section children as vertical sections, and only those reach the card's top edge; this one is
 * inside a component, so it says so itself (without it a white strip of the card's padding stood above it).
 */
export function OfferCardMedia({ image, alt }: { image: string | null; alt: string }) {
  const { t } = useTranslation('offers');
  return (
    <Card.Section className="offers-card__media" data-orientation="vertical">
      {image ? (
        <img src={image} alt={alt} loading="lazy" />
      ) : (
        <div className="offers-card__placeholder">
          <Text size="sm" c="dimmed">
            {t('products.noImage')}
          </Text>
        </div>
      )}
    </Card.Section>
  );
}

/** The actions of an offer's card: edit it, and deactivate or delete it (red, asked again before it happens). */
export function OfferCardActions({
  edit,
  remove,
}: {
  edit: { text: string; label: string; onClick: () => void };
  remove: { text: string; label: string; onClick: () => void };
}) {
  return (
    <Group gap="xs" mt="xs">
      <Button
        size="xs"
        variant="default"
        leftSection={<Icon name="edit" size={14} />}
        onClick={edit.onClick}
        aria-label={edit.label}
      >
        {edit.text}
      </Button>
      <Button size="xs" variant="subtle" color="red" onClick={remove.onClick} aria-label={remove.label}>
        {remove.text}
      </Button>
    </Group>
  );
}
