import { readTowns } from './clubs-generator';

/*
 * The request bodies of the varied scenarios: they ask (almost) only different things, each list longer than
 * what a run gets through in the cache's 5 s, so they measure the database path. The share the cache still
 * answered is printed.
 */

/** /clubs/all: the first 4,000 pages of 9 (36,000 clubs by name). */
export function variedPages(): unknown[] {
  return Array.from({ length: 4000 }, (_, pageId) => ({ pageId, pageSize: 9 }));
}

/** /clubs/searchbar: every town name and every postcode of the localities directory (about 7,000), page 0. */
export function variedSearches(): unknown[] {
  const towns = readTowns();
  const searches = [...new Set([...towns.map((town) => town.name), ...towns.map((town) => town.postalCode)])];
  return searches.map((searchString) => ({ searchString, pageId: 0, pageSize: 9 }));
}

/**
 * /clubs/nearby: 20,000 different places, 20 km: the localities of the directory in a scrambled order, each
 * moved by up to about 1 km (deterministically).
 */
export function variedPlaces(): unknown[] {
  const towns = readTowns();
  return Array.from({ length: 20_000 }, (_, i) => {
    const town = towns[(i * 7919) % towns.length]!;
    const jitter = ((i * 2654435761) % 1000) / 1000 - 0.5;
    return {
      latitude: Number((town.latitude + jitter * 0.018).toFixed(6)),
      longitude: Number((town.longitude - jitter * 0.027).toFixed(6)),
      radius: 20,
      pageId: 0,
      pageSize: 9,
    };
  });
}

/** Every club nearest first from the same places, as the home page's and a club page's carousels ask. */
export function variedNearest(): unknown[] {
  return (variedPlaces() as { latitude: number; longitude: number }[]).map(({ latitude, longitude }) => ({
    latitude,
    longitude,
    pageId: 0,
    pageSize: 8,
  }));
}

/** Member list requests as the tab makes them: later pages, each status, searches by name. */
export function variedMembers(clubId: string, productId: string): unknown[] {
  const bodies: unknown[] = [];
  const statuses = ['all', 'active', 'inactive', 'cancelled'];
  for (let page = 0; page < 400; page += 1) {
    bodies.push({ clubId, productId, pageId: page, pageSize: 5, status: statuses[page % 4] });
    bodies.push({ clubId, productId, pageId: 0, pageSize: 5, search: `Nummer ${page * 17 + 3}` });
  }
  return bodies;
}
