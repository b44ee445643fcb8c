import { Alert, Autocomplete, Button, CloseButton, Group, Loader, Stack, Text } from '@mantine/core';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalitySearch } from '../../lib/localities';
import {
  type ChosenPlace,
  GeolocationError,
  type GeolocationFailure,
  isDevicePlace,
  placeLabel,
  requestDevicePlace,
  storePlace,
  useStoredPlace,
} from '../../lib/location';
import { Icon } from './icons';

export { LOCALITY_MIN_CHARS } from '../../lib/localities';

interface LocationPickerProps {
  /** The place shown as chosen; defaults to the one remembered in this tab. */
  value?: ChosenPlace | null;
  /** Called after the visitor chose (or removed) a place; the place is already remembered. */
  onChange?: (place: ChosenPlace | null) => void;
}

/**
 * Where the visitor is: "use my location" (browser geolocation, about 8 s timeout) or, when that is refused
 * or unavailable, a postcode or town from the Swiss localities directory. The place is kept in this browser
 * tab (sessionStorage) only.
 */
export function LocationPicker({ value, onChange }: LocationPickerProps) {
  const { t } = useTranslation('clubs');
  const stored = useStoredPlace();
  const place = value === undefined ? stored : value;
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [locating, setLocating] = useState(false);
  const [failure, setFailure] = useState<GeolocationFailure | null>(null);
  const [text, setText] = useState('');
  const { debounced, searchable, localities, options } = useLocalitySearch(text);

  const choose = (next: ChosenPlace | null) => {
    storePlace(next);
    onChange?.(next);
  };

  const locate = async () => {
    setLocating(true);
    setFailure(null);
    try {
      choose(await requestDevicePlace());
    } catch (error) {
      setFailure(error instanceof GeolocationError ? error.reason : 'unavailable');
      inputRef.current?.focus();
    } finally {
      setLocating(false);
    }
  };

  const pick = (option: string) => {
    const locality = options.get(option);
    if (!locality) return;
    // The chosen place shows above the input; an empty input is ready for another search.
    setText('');
    setFailure(null);
    choose({
      name: locality.name,
      postalCode: locality.postalCode,
      latitude: locality.latitude,
      longitude: locality.longitude,
    });
  };

  const noMatch =
    searchable && localities.isSuccess && !localities.isFetching && (localities.data?.length ?? 0) === 0;

  return (
    <Stack gap="sm">
      {place && (
        <Group
          gap="xs"
          wrap="nowrap"
          justify="space-between"
          className="location-chosen"
          p="xs"
          bg="pitch.0"
          style={{ borderRadius: 10 }}
        >
          <Group gap={6} wrap="nowrap" c="pitch.9">
            <Icon name="pin" />
            <Text size="sm" fw={600}>
              {isDevicePlace(place)
                ? t('location.chosenDevice')
                : t('location.chosen', { place: placeLabel(place) })}
            </Text>
          </Group>
          <CloseButton
            size="sm"
            aria-label={t('location.clear')}
            onClick={() => {
              setText('');
              choose(null);
            }}
          />
        </Group>
      )}
      <Button
        variant="light"
        color="pitch"
        leftSection={<Icon name="crosshair" />}
        loading={locating}
        onClick={locate}
        fullWidth
      >
        {t('location.useMine')}
      </Button>
      {failure && (
        <Alert color="amber" variant="light" p="sm">
          <Text size="sm">{t(`location.failed.${failure}`)}</Text>
        </Alert>
      )}
      <div className="location-or" aria-hidden="true">
        {t('location.or')}
      </div>
      <Autocomplete
        ref={inputRef}
        id={inputId}
        label={t('location.inputLabel')}
        placeholder={t('location.inputPlaceholder')}
        value={text}
        onChange={setText}
        data={[...options.keys()]}
        filter={({ options: all }) => all}
        onOptionSubmit={pick}
        limit={10}
        leftSection={<Icon name="pin" size={16} />}
        rightSection={localities.isFetching ? <Loader size={14} /> : null}
        description={noMatch ? t('location.noMatch', { query: debounced }) : t('location.inputHint')}
        autoComplete="off"
        comboboxProps={{ withinPortal: true, zIndex: 400 }}
      />
      <Text size="xs" c="dimmed">
        {t('location.privacy')}
      </Text>
    </Stack>
  );
}
