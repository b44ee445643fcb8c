import { Button, Group, NumberInput, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ClubQuery,
  RADIUS_DEFAULT_KM,
  RADIUS_MAX_KM,
  RADIUS_MIN_KM,
  sportTypeName,
} from '../../lib/clubsApi';
import { type ChosenPlace, getStoredPlace, placeLabel } from '../../lib/location';
import { ClubsDialog } from './ClubsDialog';
import { LocationPicker } from './LocationPicker';
import { useSportTypes } from './useSportTypes';

type FilterKind = 'type' | 'radius';

interface FilterDialogProps {
  opened: boolean;
  onClose: () => void;
  current: ClubQuery;
  onApply: (query: ClubQuery) => void;
}

/** The filter dialog: one sport type, or a radius around a place (the two modes exclude each other). */
export default function FilterDialog({ opened, onClose, current, onApply }: FilterDialogProps) {
  const { t, i18n } = useTranslation('clubs');
  const types = useSportTypes();
  const [kind, setKind] = useState<FilterKind>('type');
  const [tag, setTag] = useState<string | null>(null);
  const [radius, setRadius] = useState<number>(RADIUS_DEFAULT_KM);
  const [place, setPlace] = useState<ChosenPlace | null>(null);

  // Each time the dialog opens it starts from the filter in the URL (or the place remembered in this tab).
  useEffect(() => {
    if (!opened) return;
    setKind(current.mode === 'radius' ? 'radius' : 'type');
    setTag(current.mode === 'type' ? current.tag : null);
    setRadius(current.mode === 'radius' ? current.radius : RADIUS_DEFAULT_KM);
    setPlace(
      current.mode === 'radius'
        ? { name: current.place, postalCode: '', latitude: current.latitude, longitude: current.longitude }
        : getStoredPlace(),
    );
  }, [opened, current]);

  const typeOptions = useMemo(
    () =>
      (types.data ?? [])
        .map((type) => ({ value: type.tag, label: sportTypeName(type, i18n.language) }))
        .sort((a, b) => a.label.localeCompare(b.label, i18n.language)),
    [types.data, i18n.language],
  );

  const radiusValid = Number.isInteger(radius) && radius >= RADIUS_MIN_KM && radius <= RADIUS_MAX_KM;
  const canApply = kind === 'type' ? Boolean(tag) : Boolean(place) && radiusValid;

  const apply = () => {
    if (kind === 'type' && tag) onApply({ mode: 'type', tag });
    if (kind === 'radius' && place && radiusValid) {
      onApply({
        mode: 'radius',
        latitude: place.latitude,
        longitude: place.longitude,
        radius,
        place: placeLabel(place),
      });
    }
  };

  return (
    <ClubsDialog title={t('filter.title')} opened={opened} onClose={onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('filter.intro')}
          </Text>
          <SegmentedControl
            fullWidth
            value={kind}
            onChange={(next) => setKind(next as FilterKind)}
            aria-label={t('filter.kindLabel')}
            data={[
              { value: 'type', label: t('filter.byType') },
              { value: 'radius', label: t('filter.byRadius') },
            ]}
          />
          {kind === 'type' ? (
            <Select
              label={t('filter.typeLabel')}
              placeholder={types.isLoading ? t('filter.typeLoading') : t('filter.typePlaceholder')}
              data={typeOptions}
              value={tag}
              onChange={setTag}
              searchable
              nothingFoundMessage={t('filter.typeNothingFound')}
              error={types.isError ? t('filter.typeError') : undefined}
              comboboxProps={{ withinPortal: true, zIndex: 400 }}
              data-autofocus
            />
          ) : (
            <Stack gap="md">
              <NumberInput
                label={t('filter.radiusLabel')}
                description={t('filter.radiusHint', { min: RADIUS_MIN_KM, max: RADIUS_MAX_KM })}
                min={RADIUS_MIN_KM}
                max={RADIUS_MAX_KM}
                step={5}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="strict"
                value={radius}
                onChange={(next) => setRadius(typeof next === 'number' ? next : Number(next))}
                error={
                  radiusValid
                    ? undefined
                    : t('filter.radiusError', { min: RADIUS_MIN_KM, max: RADIUS_MAX_KM })
                }
              />
              <LocationPicker value={place} onChange={setPlace} />
            </Stack>
          )}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose}>
              {t('filter.cancel')}
            </Button>
            <Button type="submit" disabled={!canApply}>
              {t('filter.apply')}
            </Button>
          </Group>
        </Stack>
      </form>
    </ClubsDialog>
  );
}
