import { Autocomplete, Loader } from '@mantine/core';
import type { Locality } from '@tifo/contract';
import { useTranslation } from 'react-i18next';
import { useLocalitySearch } from '../../lib/localities';
import { Icon } from '../club/Icon';

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
  const { searchable, localities, options } = useLocalitySearch(value, (debounced) => debounced !== chosen);

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
