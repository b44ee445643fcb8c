import { useSyncExternalStore } from 'react';

/**
 * The visitor's location for "clubs near me" (PRODUCT.md §directory: browser geolocation; no IP-based fallback because
 * no provider is configured, so a visitor who refuses types a postcode or town instead). The chosen place is
 * remembered in sessionStorage only: it stays in this browser tab and is never stored on the server.
 */

export interface ChosenPlace {
  /** Town name; empty when the place comes from the device's position. */
  name: string;
  /** Swiss postcode; empty when the place comes from the device's position. */
  postalCode: string;
  latitude: number;
  longitude: number;
}

export const LOCATION_STORAGE_KEY = 'tifo.location';
/** Browser geolocation gives up after this long (a desktop without Wi-Fi positioning can hang otherwise). */
export const GEOLOCATION_TIMEOUT_MS = 8000;

export type GeolocationFailure = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

export class GeolocationError extends Error {
  readonly reason: GeolocationFailure;
  constructor(reason: GeolocationFailure) {
    super(reason);
    this.name = 'GeolocationError';
    this.reason = reason;
  }
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** A place with coordinates in range, or null (for stored values and URL parameters). */
export function toPlace(value: unknown): ChosenPlace | null {
  if (!value || typeof value !== 'object') return null;
  const { name, postalCode, latitude, longitude } = value as Record<string, unknown>;
  if (!isFiniteNumber(latitude) || !isFiniteNumber(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return {
    name: typeof name === 'string' ? name : '',
    postalCode: typeof postalCode === 'string' ? postalCode : '',
    latitude,
    longitude,
  };
}

/** True when the place came from the device's position rather than a chosen town. */
export function isDevicePlace(place: ChosenPlace): boolean {
  return place.name === '' && place.postalCode === '';
}

/** "8001 Zürich", or '' for the device's position (the caller shows "your location"). */
export function placeLabel(place: ChosenPlace): string {
  return [place.postalCode, place.name].filter(Boolean).join(' ');
}

/** Coordinates rounded to about 100 m: enough for a radius search, and kinder to privacy in URLs. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1000) / 1000;
}

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedPlace: ChosenPlace | null = null;

function readRaw(): string | null {
  try {
    return sessionStorage.getItem(LOCATION_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The remembered place of this tab, or null. */
export function getStoredPlace(): ChosenPlace | null {
  const raw = readRaw();
  if (raw === cachedRaw) return cachedPlace;
  cachedRaw = raw;
  try {
    cachedPlace = raw ? toPlace(JSON.parse(raw)) : null;
  } catch {
    cachedPlace = null;
  }
  return cachedPlace;
}

/** Remembers (or, with null, forgets) the place for this tab and tells every subscriber. */
export function storePlace(place: ChosenPlace | null): void {
  try {
    if (place) sessionStorage.setItem(LOCATION_STORAGE_KEY, JSON.stringify(place));
    else sessionStorage.removeItem(LOCATION_STORAGE_KEY);
  } catch {
    // Storage blocked (private mode): the place lasts as long as the page.
  }
  for (const listener of listeners) listener();
}

export function subscribePlace(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Asks the browser for the device's position (the visitor is prompted the first time). */
export function requestDevicePlace(timeoutMs = GEOLOCATION_TIMEOUT_MS): Promise<ChosenPlace> {
  return new Promise((resolve, reject) => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      reject(new GeolocationError('unsupported'));
      return;
    }
    geolocation.getCurrentPosition(
      (position) =>
        resolve({
          name: '',
          postalCode: '',
          latitude: roundCoordinate(position.coords.latitude),
          longitude: roundCoordinate(position.coords.longitude),
        }),
      (error) => {
        const reason: GeolocationFailure =
          error.code === 1 ? 'denied' : error.code === 3 ? 'timeout' : 'unavailable';
        reject(new GeolocationError(reason));
      },
      { enableHighAccuracy: false, timeout: timeoutMs, maximumAge: 10 * 60 * 1000 },
    );
  });
}

/** The remembered place, kept in sync between the home page, the directory and every LocationPicker. */
export function useStoredPlace(): ChosenPlace | null {
  return useSyncExternalStore(subscribePlace, getStoredPlace, () => null);
}
