import { normalizeSearch } from '@tifo/contract';
import { searchLocalities } from '../geo/localities';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/**
 * A Swiss address's coordinates from the offline locality directory (the same one the address autocomplete
 * uses): the locality with this postcode and town, else the first with this postcode, else a town of this
 * name. undefined when neither is known (the club is then not found by the radius search until it sets one).
 */
export function geocodeLocality(postalCode: string, city: string): Coordinates | undefined {
  const code = postalCode.trim();
  const town = normalizeSearch(city);
  const byCode = /^[0-9]{4}$/.test(code)
    ? searchLocalities(code).filter((locality) => locality.postalCode === code)
    : [];
  const found =
    byCode.find((locality) => normalizeSearch(locality.name) === town) ??
    byCode[0] ??
    searchLocalities(city).find((locality) => normalizeSearch(locality.name) === town);
  return found ? { latitude: found.latitude, longitude: found.longitude } : undefined;
}
