import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { Locality } from '@tifo/contract';
import { useMemo } from 'react';
import { clubKeys, fetchLocalities } from './clubsApi';

/** Localities are searched from this many characters on, a quarter second after the last key. */
export const LOCALITY_MIN_CHARS = 2;
const DEBOUNCE_MS = 250;

/** '8008 Zürich (ZH)': how a suggestion reads. */
export function localityLabel(locality: Locality): string {
  return `${locality.postalCode} ${locality.name} (${locality.canton})`;
}

/**
 * Suggestions of the Swiss localities directory (GET /geo/localities) for what was typed: the search (debounced),
 * whether it runs (from two characters on, and when `accept` takes the text), and the localities by label. The
 * directory filter, the event's location and the address fields use it.
 */
export function useLocalitySearch(text: string, accept: (debounced: string) => boolean = () => true) {
  const [debounced] = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const searchable = debounced.length >= LOCALITY_MIN_CHARS && accept(debounced);
  const localities = useQuery({
    queryKey: clubKeys.localities(debounced.toLowerCase()),
    queryFn: ({ signal }) => fetchLocalities(debounced, signal),
    enabled: searchable,
    staleTime: 60 * 60 * 1000,
  });
  const options = useMemo(() => {
    const byLabel = new Map<string, Locality>();
    for (const locality of localities.data ?? []) byLabel.set(localityLabel(locality), locality);
    return byLabel;
  }, [localities.data]);
  return { debounced, searchable, localities, options };
}
