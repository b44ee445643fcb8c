import { Alert, Anchor, Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DISCOVERY, ROUTES } from '@tifo/contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { translateMessageKey } from '../../i18n';
import { clubKeys, fetchNearbyAll } from '../../lib/clubsApi';
import { isDevicePlace, placeLabel, useStoredPlace } from '../../lib/location';
import { ClubCarousel } from './ClubCarousel';
import { Icon } from './icons';

/** The place dialog (postcode search and geolocation) loads when first opened. */
const LocationDialog = lazy(() => import('./LocationDialog'));

/**
 * The home page's club carousel: public clubs nearest first when the visitor shared a place in this tab,
 * otherwise all public clubs (POST /clubs/nearbyAll, 8 clubs).
 */
export function NearbyClubsSection() {
  const { t } = useTranslation('home');
  const place = useStoredPlace();
  const [pickerOpen, setPickerOpen] = useState(false);
  // Mounted from the first opening on, so that it can animate closed.
  const [pickerUsed, setPickerUsed] = useState(false);
  const pageSize = DISCOVERY.homeClubsPageSize;
  const clubs = useQuery({
    queryKey: clubKeys.nearbyAll(place?.latitude, place?.longitude, pageSize),
    queryFn: ({ signal }) => fetchNearbyAll(place, pageSize, signal),
  });

  const title = place ? t('nearby.titleNear') : t('nearby.title');
  let lead = t('nearby.lead');
  if (place) {
    lead = isDevicePlace(place)
      ? t('nearby.leadNearDevice')
      : t('nearby.leadNear', { place: placeLabel(place) });
  }

  return (
    <Box component="section" py={{ base: 48, md: 80 }} aria-labelledby="nearby-title">
      <Container size="xl">
        <Group justify="space-between" align="flex-end" gap="md" mb="lg">
          <Stack gap={6} maw={640}>
            <Title id="nearby-title" order={2} fz={{ base: 28, md: 36 }}>
              {title}
            </Title>
            <Text c="dimmed">{lead}</Text>
          </Stack>
          <Group gap="sm">
            <Button
              variant="light"
              color="pitch"
              size="sm"
              radius="xl"
              leftSection={<Icon name="crosshair" size={16} />}
              onClick={() => {
                setPickerUsed(true);
                setPickerOpen(true);
              }}
              aria-haspopup="dialog"
            >
              {place ? t('nearby.changeLocation') : t('nearby.nearMe')}
            </Button>
            <Anchor component={Link} to={ROUTES.clubs} fw={700} className="arrow-link">
              <Group gap={4} component="span" wrap="nowrap">
                {t('nearby.allClubs')}
                <Icon name="arrowRight" size={16} />
              </Group>
            </Anchor>
          </Group>
        </Group>

        {clubs.isError ? (
          <Alert color="tifo" variant="light" radius="lg">
            <Group justify="space-between" gap="sm">
              <Text size="sm">{t('nearby.error')}</Text>
              <Button variant="white" color="tifo" size="xs" onClick={() => void clubs.refetch()}>
                {t('nearby.retry')}
              </Button>
            </Group>
          </Alert>
        ) : clubs.isSuccess && clubs.data.content.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {translateMessageKey('noClubsFound')}
          </Text>
        ) : (
          <ClubCarousel clubs={clubs.data?.content ?? []} loading={clubs.isPending} label={title} />
        )}
      </Container>

      {pickerUsed && (
        <Suspense fallback={null}>
          <LocationDialog opened={pickerOpen} onClose={() => setPickerOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
