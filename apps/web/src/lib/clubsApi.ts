import type { ClubCard, ClubPage, Locality, SportType, WireLanguage } from '@tifo/contract';
import { DISCOVERY } from '@tifo/contract';
import { type ApiInput, callApi } from './api';
import type { ApiRoute } from './endpoints';
import * as api from './endpoints';

/**
 * The club directory's filter modes (PRODUCT.md §directory): only one applies at a time, and changing the mode resets
 * the other inputs and the accumulated pages.
 */
export type ClubQuery =
  | { mode: 'none' }
  | { mode: 'search'; q: string }
  | { mode: 'type'; tag: string }
  | { mode: 'radius'; latitude: number; longitude: number; radius: number; place: string };

export const RADIUS_DEFAULT_KM = 20;
export const RADIUS_MIN_KM = 1;
export const RADIUS_MAX_KM = DISCOVERY.maxRadiusKm;

/** Reads the mode and its inputs from the URL (?q=, ?tag=, ?lat=&lng=&radius=&place=). */
export function clubQueryFromParams(params: URLSearchParams): ClubQuery {
  const q = params.get('q')?.trim().slice(0, DISCOVERY.maxSearchLength);
  if (q) return { mode: 'search', q };
  const tag = params.get('tag')?.trim();
  if (tag) return { mode: 'type', tag };
  const latitude = Number(params.get('lat'));
  const longitude = Number(params.get('lng'));
  if (params.has('lat') && params.has('lng') && Number.isFinite(latitude) && Number.isFinite(longitude)) {
    if (Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180) {
      const wanted = Number(params.get('radius') ?? RADIUS_DEFAULT_KM);
      const radius = Number.isFinite(wanted)
        ? Math.min(RADIUS_MAX_KM, Math.max(RADIUS_MIN_KM, Math.round(wanted)))
        : RADIUS_DEFAULT_KM;
      return { mode: 'radius', latitude, longitude, radius, place: params.get('place') ?? '' };
    }
  }
  return { mode: 'none' };
}

/** The URL search params of a mode: exactly the inputs of that mode, nothing of the others. */
export function clubQueryToParams(query: ClubQuery): URLSearchParams {
  switch (query.mode) {
    case 'search':
      return new URLSearchParams({ q: query.q });
    case 'type':
      return new URLSearchParams({ tag: query.tag });
    case 'radius': {
      const params = new URLSearchParams({
        lat: String(query.latitude),
        lng: String(query.longitude),
        radius: String(query.radius),
      });
      if (query.place) params.set('place', query.place);
      return params;
    }
    default:
      return new URLSearchParams();
  }
}

/** Query keys: one cache entry per mode and inputs, so switching modes never mixes accumulated pages. */
export const clubKeys = {
  all: ['clubs'] as const,
  list: (query: ClubQuery) => ['clubs', 'list', query] as const,
  nearbyAll: (latitude: number | undefined, longitude: number | undefined, pageSize: number) =>
    ['clubs', 'nearbyAll', latitude ?? null, longitude ?? null, pageSize] as const,
  sportTypes: ['types', 'all'] as const,
  localities: (q: string) => ['geo', 'localities', q] as const,
};

/** A call and its body (the server render makes the same calls, see entry-server.tsx). */
export interface ApiCall<R extends ApiRoute = ApiRoute> {
  route: R;
  body: ApiInput<R>;
}

/** The directory's lists: each answers a ClubPage. */
type ClubListRoute =
  | typeof api.postClubsAll
  | typeof api.postClubsFilter
  | typeof api.postClubsSearchbar
  | typeof api.postClubsNearby
  | typeof api.postClubsNearbyAll;

function post<R extends ApiRoute>(call: ApiCall<R>, signal?: AbortSignal, toast = true) {
  return callApi(call.route, call.body, { signal, toast });
}

/** The call for one page of the directory in the given mode. */
export function clubPageCall(
  query: ClubQuery,
  pageId: number,
  pageSize: number = DISCOVERY.clubListPageSize,
): ApiCall<ClubListRoute> {
  const paging = { pageId, pageSize };
  switch (query.mode) {
    case 'search':
      return { route: api.postClubsSearchbar, body: { searchString: query.q, ...paging } };
    case 'type':
      return { route: api.postClubsFilter, body: { tag: query.tag, ...paging } };
    case 'radius':
      return {
        route: api.postClubsNearby,
        body: { latitude: query.latitude, longitude: query.longitude, radius: query.radius, ...paging },
      };
    default:
      return { route: api.postClubsAll, body: paging };
  }
}

/** One page of the directory in the given mode. */
export function fetchClubPage(
  query: ClubQuery,
  pageId: number,
  signal?: AbortSignal,
  pageSize: number = DISCOVERY.clubListPageSize,
): Promise<ClubPage> {
  return post(clubPageCall(query, pageId, pageSize), signal);
}

/** The call for public clubs, nearest first when a location is known (home carousel). */
export function nearbyAllCall(
  location: { latitude: number; longitude: number } | null,
  pageSize: number,
): ApiCall<typeof api.postClubsNearbyAll> {
  const body = location
    ? { latitude: location.latitude, longitude: location.longitude, pageId: 0, pageSize }
    : { pageId: 0, pageSize };
  return { route: api.postClubsNearbyAll, body };
}

/** Public clubs, nearest first when a location is known (home carousel). */
export function fetchNearbyAll(
  location: { latitude: number; longitude: number } | null,
  pageSize: number,
  signal?: AbortSignal,
): Promise<ClubPage> {
  return post(nearbyAllCall(location, pageSize), signal, false);
}

/** All sport types (the filter's choices). */
export const SPORT_TYPES_CALL: ApiCall<typeof api.postTypesAll> = {
  route: api.postTypesAll,
  body: { pageId: 0, pageSize: 100 },
};

export async function fetchSportTypes(signal?: AbortSignal): Promise<SportType[]> {
  const page = await post(SPORT_TYPES_CALL, signal);
  return page.content;
}

/** Postcode or town autocomplete from the official Swiss localities directory. */
export function fetchLocalities(q: string, signal?: AbortSignal): Promise<Locality[]> {
  return callApi(api.getGeoLocalities, { q }, { signal, toast: false });
}

/** A sport type's name in the UI language (wire code), falling back to German, then the tag. */
export function sportTypeName(type: SportType, language: string): string {
  const names = type.names as Record<WireLanguage, string>;
  return names[language as WireLanguage] || names.de || type.tag;
}

/** All clubs loaded so far across the pages of an infinite query. */
export function flattenPages(pages: readonly ClubPage[] | undefined): ClubCard[] {
  return pages?.flatMap((page) => page.content) ?? [];
}
