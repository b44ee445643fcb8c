import { Autocomplete, Loader } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { Locality } from '@tifo/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { clubKeys, fetchLocalities } from '../../lib/clubsApi';
import { Icon } from '../club/Icon';

const MIN_CHARS = 2;
const DEBOUNCE_MS = 250;

/** '8008 Zürich', the text a chosen locality puts into the location field. */
export function localityText(locality: Locality): string {
  return `${locality.postalCode} ${locality.name}`;
}

interface LocalityFieldProps {
  id: string;
  value: string;
  /** The locality whose coordinates are set ('8008 Zürich'), or null. */
  chosen: string | null;
  onChange: (text: string) => void;
  onPick: (locality: Locality) => void;
  error?: string;
  disabled?: boolean;
}

/**
 * The event's location: free text (a venue may be added, 'Sportanlage Lengg, 8008 Zürich') with suggestions
 * from the offline Swiss localities directory (GET /geo/localities). Choosing one sets the coordinates.
 */
export function LocalityField({ id, value, chosen, onChange, onPick, error, disabled }: LocalityFieldProps) {
  const { t } = useTranslation('offers');
  const [debounced] = useDebouncedValue(value.trim(), DEBOUNCE_MS);
  const searchable = debounced.length >= MIN_CHARS && debounced !== chosen;
  const localities = useQuery({
    queryKey: clubKeys.localities(debounced.toLowerCase()),
    queryFn: ({ signal }) => fetchLocalities(debounced, signal),
    enabled: searchable,
    staleTime: 60 * 60 * 1000,
  });
  const options = useMemo(() => {
    const byLabel = new Map<string, Locality>();
    for (const locality of localities.data ?? []) {
      byLabel.set(`${localityText(locality)} (${locality.canton})`, locality);
    }
    return byLabel;
  }, [localities.data]);

  return (
    <Autocomplete
      id={id}
      label={t('event.location')}
      description={chosen ? t('event.locationChosen', { place: chosen }) : t('event.locationHint')}
      required
      value={value}
      // A chosen suggestion is written without its canton: '8008 Zürich'.
      onChange={(text) => {
        const locality = options.get(text);
        onChange(locality ? localityText(locality) : text);
      }}
      data={searchable ? [...options.keys()] : []}
      filter={({ options: all }) => all}
      onOptionSubmit={(option) => {
        const locality = options.get(option);
        if (locality) onPick(locality);
      }}
      limit={8}
      maxLength={100}
      leftSection={<Icon name="pin" size={16} />}
      rightSection={localities.isFetching ? <Loader size={14} /> : null}
      autoComplete="off"
      error={error}
      disabled={disabled}
      comboboxProps={{ withinPortal: true, zIndex: 400 }}
    />
  );
}
