import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LOCALITY_QUERY, type Locality, normalizeSearch } from '@tifo/contract';

/** The official directory of Swiss localities (swisstopo AMTOVZ, WGS84), see assets/ch-localities/README.md. */
export const LOCALITIES_CSV = fileURLToPath(
  new URL('../../../assets/ch-localities/AMTOVZ_CSV_WGS84.csv', import.meta.url),
);

interface IndexedLocality extends Locality {
  /** normalizeSearch(name) */
  key: string;
  /** Words of the key, split at spaces, hyphens, slashes, dots and brackets ('biel/bienne' → biel, bienne). */
  words: string[];
}

/**
 * Parses the directory: one comment line, the header, then `;`-separated rows. A (name, postcode) pair that
 * appears in several rows (a postcode spread over municipalities) becomes one locality at the average
 * coordinates, with the canton of its first row.
 */
export function parseLocalities(csv: string): IndexedLocality[] {
  const lines = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
  const headerIndex = lines.findIndex((line) => line.startsWith('Ortschaftsname;'));
  if (headerIndex < 0) throw new Error('localities: header line not found');
  const header = lines[headerIndex]!.split(';');
  const column = (name: string) => {
    const index = header.indexOf(name);
    if (index < 0) throw new Error(`localities: column ${name} missing`);
    return index;
  };
  const [nameAt, plzAt, cantonAt, eAt, nAt] = ['Ortschaftsname', 'PLZ', 'Kantonskürzel', 'E', 'N'].map(
    column,
  );
  const grouped = new Map<string, { first: Locality; lat: number; lon: number; n: number }>();
  for (const line of lines.slice(headerIndex + 1)) {
    if (!line.trim()) continue;
    const cells = line.split(';');
    const name = cells[nameAt!]?.trim() ?? '';
    const postalCode = cells[plzAt!]?.trim() ?? '';
    const latitude = Number(cells[nAt!]);
    const longitude = Number(cells[eAt!]);
    if (!name || !postalCode || !Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
    const key = `${name}\u0000${postalCode}`;
    const group = grouped.get(key);
    if (group) {
      group.lat += latitude;
      group.lon += longitude;
      group.n += 1;
    } else {
      grouped.set(key, {
        first: { name, postalCode, canton: cells[cantonAt!]?.trim() ?? '', latitude, longitude },
        lat: latitude,
        lon: longitude,
        n: 1,
      });
    }
  }
  return [...grouped.values()].map(({ first, lat, lon, n }) => {
    const key = normalizeSearch(first.name);
    return {
      ...first,
      latitude: round6(lat / n),
      longitude: round6(lon / n),
      key,
      words: key.split(/[\s\-/.()']+/).filter(Boolean),
    };
  });
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

let cache: IndexedLocality[] | undefined;

/** Loaded on first use and kept in memory (about 4,000 entries). */
function localities(): IndexedLocality[] {
  cache ??= parseLocalities(readFileSync(LOCALITIES_CSV, 'utf8'));
  return cache;
}

const collator = new Intl.Collator('de-CH');

/**
 * Autocomplete: postcodes starting with the query first (by postcode), then names starting with it, then
 * names with a word starting with it ('bienne' → Biel/Bienne), each alphabetically; at most 10. A query
 * shorter than 2 characters gives nothing.
 */
export function searchLocalities(query: string, source: IndexedLocality[] = localities()): Locality[] {
  const normalised = normalizeSearch(query);
  if (normalised.length < LOCALITY_QUERY.minLength) return [];
  const byPostcode: IndexedLocality[] = [];
  const byName: IndexedLocality[] = [];
  const byWord: IndexedLocality[] = [];
  for (const locality of source) {
    if (locality.postalCode.startsWith(normalised)) byPostcode.push(locality);
    else if (locality.key.startsWith(normalised)) byName.push(locality);
    else if (locality.words.some((word) => word.startsWith(normalised))) byWord.push(locality);
  }
  const alphabetical = (a: IndexedLocality, b: IndexedLocality) =>
    collator.compare(a.name, b.name) || a.postalCode.localeCompare(b.postalCode);
  const postcodeOrder = (a: IndexedLocality, b: IndexedLocality) =>
    a.postalCode.localeCompare(b.postalCode) || collator.compare(a.name, b.name);
  return [...byPostcode.sort(postcodeOrder), ...byName.sort(alphabetical), ...byWord.sort(alphabetical)]
    .slice(0, LOCALITY_QUERY.maxResults)
    .map(({ name, postalCode, canton, latitude, longitude }) => ({
      name,
      postalCode,
      canton,
      latitude,
      longitude,
    }));
}
